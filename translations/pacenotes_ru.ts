<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>Catalog</name>
    <message>
        <source>Rallyman: GT core box</source>
        <translation>Базовая коробка Rallyman: GT</translation>
    </message>
    <message>
        <source>GT Championship</source>
        <translation>GT Championship</translation>
    </message>
    <message>
        <source>GT World Tour</source>
        <translation>GT World Tour</translation>
    </message>
    <message>
        <source>GT Team Challenge</source>
        <translation>GT Team Challenge</translation>
    </message>
    <message>
        <source>GT Adrenaline Pack</source>
        <translation>GT Adrenaline Pack</translation>
    </message>
    <message>
        <source>Rallyman: DIRT core box</source>
        <translation>Базовая коробка Rallyman: DIRT</translation>
    </message>
    <message>
        <source>DIRT Monte Carlo</source>
        <translation>DIRT Monte Carlo</translation>
    </message>
    <message>
        <source>DIRT 110% (discontinued)</source>
        <translation>DIRT 110% (снято с производства)</translation>
    </message>
    <message>
        <source>DIRT RX</source>
        <translation>DIRT RX</translation>
    </message>
    <message>
        <source>DIRT Climb</source>
        <translation>DIRT Climb</translation>
    </message>
    <message>
        <source>DIRT Copilot Pack (discontinued)</source>
        <translation>DIRT Copilot Pack (снято с производства)</translation>
    </message>
    <message>
        <source>Rallyman: GT</source>
        <translation>Rallyman: GT</translation>
    </message>
    <message>
        <source>Rallyman: DIRT</source>
        <translation>Rallyman: DIRT</translation>
    </message>
    <message>
        <source>no terrain</source>
        <translation>без покрытия</translation>
    </message>
    <message>
        <source>asphalt</source>
        <translation>асфальт</translation>
    </message>
    <message>
        <source>gravel</source>
        <translation>гравий</translation>
    </message>
    <message>
        <source>snow</source>
        <translation>снег</translation>
    </message>
    <message>
        <source>no danger level</source>
        <translation>без уровня опасности</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>жёлтый</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>оранжевый</translation>
    </message>
    <message>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <source>track tile</source>
        <translation>фрагмент трассы</translation>
    </message>
    <message>
        <source>start/finish tile</source>
        <translation>фрагмент старта/финиша</translation>
    </message>
    <message>
        <source>Pit Stop tile</source>
        <translation>фрагмент пит-стопа</translation>
    </message>
    <message>
        <source>Assistance tile</source>
        <translation>фрагмент технической помощи</translation>
    </message>
    <message>
        <source>filler tile</source>
        <translation>декоративный фрагмент</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>прямая</translation>
    </message>
    <message>
        <source>60° bend</source>
        <translation>поворот на 60°</translation>
    </message>
    <message>
        <source>120° bend</source>
        <translation>поворот на 120°</translation>
    </message>
    <message>
        <source>kink</source>
        <translation>излом</translation>
    </message>
    <message>
        <source>skewed straight</source>
        <translation>косая прямая</translation>
    </message>
    <message>
        <source>dead end</source>
        <translation>тупик</translation>
    </message>
    <message>
        <source>no road</source>
        <translation>без дороги</translation>
    </message>
    <message>
        <source>one road</source>
        <translation>одна дорога</translation>
    </message>
    <message>
        <source>junction</source>
        <translation>развилка</translation>
    </message>
    <message>
        <source>crossing</source>
        <translation>перекрёсток</translation>
    </message>
    <message>
        <source>two separate roads</source>
        <translation>две отдельные дороги</translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation>ограничение %1</translation>
    </message>
    <message>
        <source>limit %1 + hazard</source>
        <translation>ограничение %1 + опасность</translation>
    </message>
    <message>
        <source>hazard</source>
        <translation>опасность</translation>
    </message>
    <message>
        <source>shortcut (limit %1)</source>
        <translation>срезка (ограничение %1)</translation>
    </message>
    <message>
        <source>jump %1</source>
        <translation>трамплин %1</translation>
    </message>
    <message>
        <source>water</source>
        <translation>брод</translation>
    </message>
    <message>
        <source>climb</source>
        <translation>подъём</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>describe a track: kind, tiles, boxes needed, statistics, problems</source>
        <translation>описать трассу: вид, фрагменты, нужные коробки, статистика, проблемы</translation>
    </message>
    <message>
        <source>Check copies against these boxes, e.g. gt-core,dirt-core=2 (default: one of every box).</source>
        <translation>Проверять число экземпляров по этим коробкам, например gt-core,dirt-core=2 (по умолчанию — по одной каждой коробки).</translation>
    </message>
    <message>
        <source>Track files (.pacenotes, .json, .rgt).</source>
        <translation>Файлы трасс (.pacenotes, .json, .rgt).</translation>
    </message>
    <message>
        <source>Checks tracks. Exit code 0: valid; 1: problems found; 2: a file cannot be read.</source>
        <translation>Проверяет трассы. Код выхода 0 — трасса правильная; 1 — найдены проблемы; 2 — файл не читается.</translation>
    </message>
    <message>
        <source>validate: name at least one track file.</source>
        <translation>validate: укажите хотя бы один файл трассы.</translation>
    </message>
    <message>
        <source>valid stage</source>
        <translation>правильный спецучасток</translation>
    </message>
    <message>
        <source>valid circuit</source>
        <translation>правильная кольцевая трасса</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n tile(s) on the course</source>
        <translation>
            <numerusform>%1, %n фрагмент на трассе</numerusform>
            <numerusform>%1, %n фрагмента на трассе</numerusform>
            <numerusform>%1, %n фрагментов на трассе</numerusform>
        </translation>
    </message>
    <message>
        <source>check track files and print their problems</source>
        <translation>проверить файлы трасс и вывести их проблемы</translation>
    </message>
    <message>
        <source>Usage: pacenotes [--lang en|ru] [FILE]          start the app (optionally opening FILE)</source>
        <translation>Использование: pacenotes [--lang en|ru] [ФАЙЛ]          запустить приложение (и открыть ФАЙЛ)</translation>
    </message>
    <message>
        <source>       pacenotes COMMAND [OPTIONS] [ARGS]       run a command without a window</source>
        <translation>              pacenotes КОМАНДА [ПАРАМЕТРЫ] [АРГУМЕНТЫ]   выполнить команду без окна</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Команды:</translation>
    </message>
    <message>
        <source>Run &apos;pacenotes COMMAND --help&apos; for a command&apos;s options.</source>
        <translation>Параметры команды: «pacenotes КОМАНДА --help».</translation>
    </message>
    <message>
        <source>Options: --lang en|ru (language), --help, --version</source>
        <translation>Параметры: --lang en|ru (язык), --help, --version</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; use en or ru.</source>
        <translation>Неизвестный язык «%1»; используйте en или ru.</translation>
    </message>
    <message>
        <source>circuit</source>
        <translation>кольцевая трасса</translation>
    </message>
    <message>
        <source>stage</source>
        <translation>спецучасток</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>не завершена</translation>
    </message>
    <message>
        <source>Title: %1</source>
        <translation>Название: %1</translation>
    </message>
    <message>
        <source>Author: %1</source>
        <translation>Автор: %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Источник: %1</translation>
    </message>
    <message>
        <source>Game: %1</source>
        <translation>Игра: %1</translation>
    </message>
    <message>
        <source>Kind: %1</source>
        <translation>Вид: %1</translation>
    </message>
    <message>
        <source>Laps: %1</source>
        <translation>Кругов: %1</translation>
    </message>
    <message>
        <source>Tile list (nothing laid out yet):</source>
        <translation>Список фрагментов (пока ничего не выложено):</translation>
    </message>
    <message>
        <source>Tiles:</source>
        <translation>Фрагменты:</translation>
    </message>
    <message>
        <source>Statistics:</source>
        <translation>Статистика:</translation>
    </message>
    <message>
        <source>road tiles: %1, fillers: %2, pit tiles: %3</source>
        <translation>фрагменты дороги: %1, декоративные: %2, пит-стоп: %3</translation>
    </message>
    <message numerus="yes">
        <source>course length: %n tile(s)</source>
        <translation>
            <numerusform>длина трассы: %n фрагмент</numerusform>
            <numerusform>длина трассы: %n фрагмента</numerusform>
            <numerusform>длина трассы: %n фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <source>routes through junctions: %1%2</source>
        <translation>маршрутов через развилки: %1%2</translation>
    </message>
    <message>
        <source>danger levels: %1</source>
        <translation>уровни опасности: %1</translation>
    </message>
    <message>
        <source>terrain: %1</source>
        <translation>покрытие: %1</translation>
    </message>
    <message>
        <source>nearest guideline: %1 (%2)</source>
        <translation>ближайшая рекомендация: %1 (%2)</translation>
    </message>
    <message>
        <source>boxes needed: %1</source>
        <translation>нужные коробки: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>No problems.</source>
        <translation>Проблем нет.</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>Проблемы:</translation>
    </message>
    <message>
        <source>Print one JSON object (fields in the README).</source>
        <translation>Вывести один объект JSON (поля описаны в README).</translation>
    </message>
    <message>
        <source>A track file (.pacenotes, .json, .rgt).</source>
        <translation>Файл трассы (.pacenotes, .json, .rgt).</translation>
    </message>
    <message>
        <source>Describes a track: kind, tiles, boxes needed, statistics and problems.</source>
        <translation>Описывает трассу: вид, фрагменты, нужные коробки, статистику и проблемы.</translation>
    </message>
    <message>
        <source>info: name exactly one track file.</source>
        <translation>info: укажите ровно один файл трассы.</translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <translation>Проблема: %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Примечание: %1</translation>
    </message>
    <message>
        <source>Stopped before any layout was found.</source>
        <translation>Остановлено раньше, чем нашлась хотя бы одна раскладка.</translation>
    </message>
    <message>
        <source>No layout found.</source>
        <translation>Раскладка не найдена.</translation>
    </message>
    <message>
        <source>%1 stage</source>
        <translation>%1, спецучасток</translation>
    </message>
    <message>
        <source>%1 circuit</source>
        <translation>%1, кольцевая трасса</translation>
    </message>
    <message numerus="yes">
        <source>%Ln distinct shape(s)</source>
        <translation>
            <numerusform>%Ln различная форма</numerusform>
            <numerusform>%Ln различные формы</numerusform>
            <numerusform>%Ln различных форм</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the best %Ln shape(s) (not all counted: use --all)</source>
        <translation>
            <numerusform>лучшая %Ln форма (подсчитаны не все: используйте --all)</numerusform>
            <numerusform>лучшие %Ln формы (подсчитаны не все: используйте --all)</numerusform>
            <numerusform>лучшие %Ln форм (подсчитаны не все: используйте --all)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n course tile(s): %2, in %3 ms.</source>
        <translation>
            <numerusform>%1 из %n фрагмента трассы: %2, за %3 мс.</numerusform>
            <numerusform>%1 из %n фрагментов трассы: %2, за %3 мс.</numerusform>
            <numerusform>%1 из %n фрагментов трассы: %2, за %3 мс.</numerusform>
        </translation>
    </message>
    <message>
        <source>Counting each way to place the lane-width tiles on the same cells separately: %1.</source>
        <translation>Если считать по отдельности каждый способ положить фрагменты со сменой ширины на те же клетки: %1.</translation>
    </message>
    <message>
        <source>Counting mirror images and the same circuit driven the other way round once: %1.</source>
        <translation>Если считать один раз зеркальные отражения и ту же трассу в обратном направлении: %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Table sizes assume tiles %1 cm across the flat sides; no source states the size: measure yours and pass --tile-size.</source>
        <translation>Размеры стола рассчитаны для фрагментов шириной %1 см между параллельными сторонами; ни один источник не указывает размер: измерьте свои фрагменты и задайте --tile-size.</translation>
    </message>
    <message>
        <source>Layouts, best first:</source>
        <translation>Раскладки, начиная с лучшей:</translation>
    </message>
    <message numerus="yes">
        <source>Best %n layout(s):</source>
        <translation>
            <numerusform>Лучшая %n раскладка:</numerusform>
            <numerusform>Лучшие %n раскладки:</numerusform>
            <numerusform>Лучшие %n раскладок:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. table %2 × %3 cm (%4% covered by tiles), longest straight %5, corners in a row %6</source>
        <translation>%1. стол %2 × %3 см (фрагменты занимают %4%), самая длинная прямая %5, поворотов подряд %6</translation>
    </message>
    <message>
        <source>The tiles to lay out, e.g. &quot;102b,103b,2x105b&quot;.</source>
        <translation>Фрагменты для раскладки, например &quot;102b,103b,2x105b&quot;.</translation>
    </message>
    <message>
        <source>gt or dirt (default: the game of the tiles).</source>
        <translation>gt или dirt (по умолчанию — игра, к которой относятся фрагменты).</translation>
    </message>
    <message>
        <source>Count every shape (slow for long DIRT stages) and list them all, or the best --max.</source>
        <translation>Подсчитать все формы (долго для длинных спецучастков DIRT) и вывести их все или лучшие --max.</translation>
    </message>
    <message>
        <source>How many of the best layouts to show (default %1).</source>
        <translation>Сколько лучших раскладок показать (по умолчанию %1).</translation>
    </message>
    <message>
        <source>Only layouts that fit a table this size in cm, e.g. 180x90.</source>
        <translation>Только раскладки, помещающиеся на стол такого размера в см, например 180x90.</translation>
    </message>
    <message>
        <source>A tile&apos;s width across the flat sides in cm (default: %1, an assumption).</source>
        <translation>Ширина фрагмента между параллельными сторонами в см (по умолчанию %1 — предположение).</translation>
    </message>
    <message>
        <source>Order: compact (smallest table first, the default), straight (longest straight first) or twisty (most corners in a row).</source>
        <translation>Порядок: compact (сначала самый маленький стол, по умолчанию), straight (сначала самая длинная прямая) или twisty (больше всего поворотов подряд).</translation>
    </message>
    <message>
        <source>Invent tracks from any subset of the tiles with at least N on the course.</source>
        <translation>Придумывать трассы из любой части фрагментов, не меньше N на трассе.</translation>
    </message>
    <message>
        <source>Ignore the tiles already placed in FILE (by default they stay where they are).</source>
        <translation>Не учитывать фрагменты, уже выложенные в ФАЙЛЕ (по умолчанию они остаются на своих местах).</translation>
    </message>
    <message>
        <source>Worker threads (default: one per core).</source>
        <translation>Рабочие потоки (по умолчанию — по одному на ядро).</translation>
    </message>
    <message>
        <source>Write the best layout to this track file (.json, .pacenotes).</source>
        <translation>Записать лучшую раскладку в этот файл трассы (.json, .pacenotes).</translation>
    </message>
    <message>
        <source>A track file whose tile list to lay out (instead of --tiles).</source>
        <translation>Файл трассы, список фрагментов которого нужно разложить (вместо --tiles).</translation>
    </message>
    <message>
        <source>Lays a tile list out as GT circuits or DIRT stages: counts the distinct shapes and shows the best. Exit code 0: layouts found; 1: none; 2: bad input.</source>
        <translation>Раскладывает список фрагментов в кольцевые трассы GT или спецучастки DIRT: считает различные формы и показывает лучшие. Код выхода 0: раскладки найдены; 1: нет ни одной; 2: неверные входные данные.</translation>
    </message>
    <message>
        <source>layout: give either one track file or --tiles.</source>
        <translation>layout: укажите либо один файл трассы, либо --tiles.</translation>
    </message>
    <message>
        <source>layout: --game takes gt or dirt.</source>
        <translation>layout: --game принимает gt или dirt.</translation>
    </message>
    <message>
        <source>Laid out by Pacenotes</source>
        <translation>Разложено Pacenotes</translation>
    </message>
    <message>
        <source>%1: the track has neither tiles nor a tile list.</source>
        <translation>%1: в трассе нет ни фрагментов, ни списка фрагментов.</translation>
    </message>
    <message>
        <source>layout: --max takes a whole number above 0.</source>
        <translation>layout: --max принимает целое число больше 0.</translation>
    </message>
    <message>
        <source>layout: --min-tiles takes a whole number above 0.</source>
        <translation>layout: --min-tiles принимает целое число больше 0.</translation>
    </message>
    <message>
        <source>layout: --threads takes a whole number above 0.</source>
        <translation>layout: --threads принимает целое число больше 0.</translation>
    </message>
    <message>
        <source>layout: --table takes the table size in cm as WIDTHxDEPTH, e.g. 180x90.</source>
        <translation>layout: --table принимает размер стола в см в виде ШИРИНАxГЛУБИНА, например 180x90.</translation>
    </message>
    <message>
        <source>layout: --tile-size takes the width in cm, e.g. 21.5.</source>
        <translation>layout: --tile-size принимает ширину в см, например 21.5.</translation>
    </message>
    <message>
        <source>layout: --rank takes compact, straight or twisty.</source>
        <translation>layout: --rank принимает compact, straight или twisty.</translation>
    </message>
    <message>
        <source>The best layout does not pass the checks (%1); nothing written.</source>
        <translation>Лучшая раскладка не прошла проверку (%1); ничего не записано.</translation>
    </message>
    <message>
        <source>Wrote the best layout to %1.</source>
        <translation>Лучшая раскладка записана в %1.</translation>
    </message>
    <message>
        <source>lay a tile list out as circuits or stages, best first</source>
        <translation>разложить список фрагментов в трассы или спецучастки, лучшие первыми</translation>
    </message>
    <message>
        <source>Interchangeable tiles (any order on their cells; ways per shape: %1): %2.</source>
        <translation>Взаимозаменяемые фрагменты (в любом порядке на своих клетках; вариантов на форму: %1): %2.</translation>
    </message>
    <message>
        <source>(tiles in driving order from the start; S straight, R/L a 60° bend right/left, RR/LL a 120° bend)</source>
        <translation>(фрагменты по ходу движения от старта; S — прямая, R/L — поворот на 60° направо/налево, RR/LL — поворот на 120°)</translation>
    </message>
    <message>
        <source>Stopped at the time limit (--time-limit): these are the best layouts found so far, not proven the best.</source>
        <translation>Остановлено по ограничению времени (--time-limit): это лучшие из найденных раскладок, но не обязательно лучшие вообще.</translation>
    </message>
    <message>
        <source>Stop after this many seconds and show the best found so far (default %1; 0: no limit).</source>
        <translation>Остановиться через столько секунд и показать лучшее из найденного (по умолчанию %1; 0 — без ограничения).</translation>
    </message>
    <message>
        <source>layout: --time-limit takes a number of seconds (0: no limit).</source>
        <translation>layout: --time-limit принимает число секунд (0 — без ограничения).</translation>
    </message>
</context>
<context>
    <name>Collection</name>
    <message>
        <source>Bad box count in &quot;%1&quot;: use a whole number from 0 to 99.</source>
        <translation>Неверное число коробок в «%1»: нужно целое число от 0 до 99.</translation>
    </message>
    <message>
        <source>Unknown box &quot;%1&quot;. Known boxes: %2.</source>
        <translation>Неизвестная коробка «%1». Известные коробки: %2.</translation>
    </message>
</context>
<context>
    <name>LayoutSolver</name>
    <message>
        <source>The corners add up to an odd number of 60° turns, so the road can never come back heading the way it left the start: a circuit turns exactly 360°. Add or remove one 60° bend, or swap a 60° bend for a straight or a 120° bend.</source>
        <translation>Повороты в сумме дают нечётное число поворотов на 60°, поэтому дорога никогда не вернётся к старту в том же направлении: кольцевая трасса поворачивает ровно на 360°. Добавьте или уберите один поворот на 60° либо замените поворот на 60° прямой или поворотом на 120°.</translation>
    </message>
    <message>
        <source>All the corners together turn at most %1°, but a circuit turns 360°: add corners.</source>
        <translation>Все повороты вместе дают не больше %1°, а кольцевая трасса поворачивает на 360°: добавьте повороты.</translation>
    </message>
    <message>
        <source>The corners can never add up to exactly 360°, as a circuit needs: together they can turn %1 (either way). Swap a bend for one of another angle.</source>
        <translation>Повороты никогда не складываются ровно в 360°, как нужно кольцевой трассе: вместе они дают %1 (в ту или другую сторону). Замените поворот на поворот с другим углом.</translation>
    </message>
    <message>
        <source>The list mixes road widths (%1) but has no tile that changes from one to another.</source>
        <translation>В списке дорога разной ширины (%1), но нет фрагмента, переходящего от одной ширины к другой.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) change the lane width; on a circuit every change needs one back, so their number must be even.</source>
        <translation>
            <numerusform>%n фрагмент меняет число полос; на кольцевой трассе каждому переходу нужен обратный, поэтому их число должно быть чётным.</numerusform>
            <numerusform>%n фрагмента меняют число полос; на кольцевой трассе каждому переходу нужен обратный, поэтому их число должно быть чётным.</numerusform>
            <numerusform>%n фрагментов меняют число полос; на кольцевой трассе каждому переходу нужен обратный, поэтому их число должно быть чётным.</numerusform>
        </translation>
    </message>
    <message>
        <source>The lane-width changes cannot lead from the start&apos;s width (%1) to the finish&apos;s (%2).</source>
        <translation>Переходы ширины не могут привести от ширины старта (%1) к ширине финиша (%2).</translation>
    </message>
    <message>
        <source>Some road widths in the list cannot be reached from the others with the lane-width tiles listed.</source>
        <translation>До дороги некоторой ширины из списка нельзя дойти от остальных с перечисленными фрагментами смены ширины.</translation>
    </message>
    <message numerus="yes">
        <source>A circuit needs at least 3 tiles; the list has %n.</source>
        <translation>
            <numerusform>Кольцевой трассе нужно не меньше 3 фрагментов, а в списке %n.</numerusform>
            <numerusform>Кольцевой трассе нужно не меньше 3 фрагментов, а в списке %n.</numerusform>
            <numerusform>Кольцевой трассе нужно не меньше 3 фрагментов, а в списке %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lane(s), skewed</source>
        <translation>
            <numerusform>%n полоса, косая</numerusform>
            <numerusform>%n полосы, косая</numerusform>
            <numerusform>%n полос, косая</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lane(s)</source>
        <translation>
            <numerusform>%n полоса</numerusform>
            <numerusform>%n полосы</numerusform>
            <numerusform>%n полос</numerusform>
        </translation>
    </message>
    <message>
        <source>straight</source>
        <translation>прямая</translation>
    </message>
    <message>
        <source>bend 60°</source>
        <translation>поворот на 60°</translation>
    </message>
    <message>
        <source>bend 120°</source>
        <translation>поворот на 120°</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1, right</source>
        <translation>%1, направо</translation>
    </message>
    <message>
        <source>%1, left</source>
        <translation>%1, налево</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Tile %1 is not in the tile catalog.</source>
        <translation>Фрагмента %1 нет в каталоге фрагментов.</translation>
    </message>
    <message>
        <source>Tiles %1 belong to the other game; they are laid out all the same.</source>
        <translation>Фрагменты %1 относятся к другой игре; они всё равно раскладываются.</translation>
    </message>
    <message numerus="yes">
        <source>The list needs tile %1 %2 times (each side on the table is a physical tile), but one of every box holds %n.</source>
        <translation>
            <numerusform>Списку нужен фрагмент %1 %2 раз(а) (каждая сторона на столе — отдельный физический фрагмент), а по одной коробке каждого вида дают %n.</numerusform>
            <numerusform>Списку нужен фрагмент %1 %2 раз(а) (каждая сторона на столе — отдельный физический фрагмент), а по одной коробке каждого вида дают %n.</numerusform>
            <numerusform>Списку нужен фрагмент %1 %2 раз(а) (каждая сторона на столе — отдельный физический фрагмент), а по одной коробке каждого вида дают %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The kept tile %1 is not in the tile catalog.</source>
        <translation>Оставляемого фрагмента %1 нет в каталоге фрагментов.</translation>
    </message>
    <message>
        <source>Kept tiles %1 and %2 lie on the same hex.</source>
        <translation>Оставляемые фрагменты %1 и %2 лежат на одной клетке.</translation>
    </message>
    <message>
        <source>Tile %1 is on the table but not in the list (or more often than listed).</source>
        <translation>Фрагмент %1 лежит на столе, но его нет в списке (или он лежит чаще, чем указано).</translation>
    </message>
    <message>
        <source>Keeping the Assistance tile in place is not supported: take it off the table and the solver puts it after the finish.</source>
        <translation>Оставлять на месте фрагмент технической помощи нельзя: уберите его со стола, и раскладка положит его после финиша.</translation>
    </message>
    <message>
        <source>Tile %1 is a junction (the road forks); the solver lays out single courses only.</source>
        <translation>Фрагмент %1 — развилка (дорога разветвляется); раскладка строит только трассы без развилок.</translation>
    </message>
    <message>
        <source>Tile %1 carries two roads; the solver cannot keep such tiles in place yet.</source>
        <translation>На фрагменте %1 две дороги; такие фрагменты пока нельзя оставлять на месте.</translation>
    </message>
    <message>
        <source>Only tiles beside the course are on the table; they are placed again next to each new layout.</source>
        <translation>На столе лежат только фрагменты рядом с трассой; они заново кладутся рядом с каждой новой раскладкой.</translation>
    </message>
    <message>
        <source>A stage has room for one Assistance tile only.</source>
        <translation>На спецучастке есть место только для одного фрагмента технической помощи.</translation>
    </message>
    <message>
        <source>Tile %1 is a junction (the road forks); the solver lays out single courses only. Take it off the list, or lay it by hand.</source>
        <translation>Фрагмент %1 — развилка (дорога разветвляется); раскладка строит только трассы без развилок. Уберите его из списка или положите вручную.</translation>
    </message>
    <message>
        <source>The list has no start/finish tile.</source>
        <translation>В списке нет фрагмента старта/финиша.</translation>
    </message>
    <message>
        <source>The list has no course tiles.</source>
        <translation>В списке нет фрагментов трассы.</translation>
    </message>
    <message>
        <source>The Assistance tile follows the finish of a stage, but this list has one start/finish tile and makes a circuit.</source>
        <translation>Фрагмент технической помощи кладётся после финиша спецучастка, но в этом списке один фрагмент старта/финиша, и из него получается кольцевая трасса.</translation>
    </message>
    <message>
        <source>To complete a stage around tiles already on the table, keep its start tile on the table too.</source>
        <translation>Чтобы достроить спецучасток вокруг уже выложенных фрагментов, оставьте на столе и его стартовый фрагмент.</translation>
    </message>
    <message>
        <source>The finish tile is already on the table; the solver can complete a stage only towards a finish it places itself.</source>
        <translation>Финишный фрагмент уже лежит на столе; раскладка достраивает спецучасток только к финишу, который кладёт сама.</translation>
    </message>
    <message numerus="yes">
        <source>The list has %1 course tiles; the solver lays out at most %n.</source>
        <translation>
            <numerusform>В списке %1 фрагментов трассы; раскладка строит не больше %n.</numerusform>
            <numerusform>В списке %1 фрагментов трассы; раскладка строит не больше %n.</numerusform>
            <numerusform>В списке %1 фрагментов трассы; раскладка строит не больше %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At least %1 course tiles were asked for, but the list has only %n.</source>
        <translation>
            <numerusform>Запрошено не меньше %1 фрагментов трассы, а в списке только %n.</numerusform>
            <numerusform>Запрошено не меньше %1 фрагментов трассы, а в списке только %n.</numerusform>
            <numerusform>Запрошено не меньше %1 фрагментов трассы, а в списке только %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bad solver options: tile size and table size must be positive, counts not negative.</source>
        <translation>Неверные параметры раскладки: размер фрагмента и стола должны быть положительными, количества — не отрицательными.</translation>
    </message>
    <message>
        <source>The list has too many different kinds of tile for the solver.</source>
        <translation>В списке слишком много разных видов фрагментов для раскладки.</translation>
    </message>
    <message numerus="yes">
        <source>Kept tile %1 lies too far from the start for a circuit of %n tile(s) to pass it.</source>
        <translation>
            <numerusform>Оставляемый фрагмент %1 лежит слишком далеко от старта: кольцевая трасса из %n фрагмента до него не дойдёт.</numerusform>
            <numerusform>Оставляемый фрагмент %1 лежит слишком далеко от старта: кольцевая трасса из %n фрагментов до него не дойдёт.</numerusform>
            <numerusform>Оставляемый фрагмент %1 лежит слишком далеко от старта: кольцевая трасса из %n фрагментов до него не дойдёт.</numerusform>
        </translation>
    </message>
    <message>
        <source>No order of these tiles leads back into the start/finish tile, even if the road could run over itself: the corners and lane widths cannot close a circuit.</source>
        <translation>Ни в каком порядке эти фрагменты не возвращаются к фрагменту старта/финиша, даже если дороге разрешить проходить по себе: повороты и ширина дороги не замыкают трассу.</translation>
    </message>
    <message>
        <source>Layouts exist, but none fits a table of %1 × %2 cm.</source>
        <translation>Раскладки есть, но ни одна не помещается на стол %1 × %2 см.</translation>
    </message>
    <message>
        <source>Every way of closing the circuit with these tiles runs the road over itself.</source>
        <translation>При любом способе замкнуть трассу из этих фрагментов дорога проходит по самой себе.</translation>
    </message>
    <message>
        <source>No stage can be laid with these tiles without the road running over itself.</source>
        <translation>Из этих фрагментов нельзя выложить спецучасток так, чтобы дорога не проходила по самой себе.</translation>
    </message>
    <message>
        <source>Cannot read &quot;%1&quot; in the tile list: write items like 105b or 2x105b, separated by commas.</source>
        <translation>Не удаётся прочитать &quot;%1&quot; в списке фрагментов: пишите элементы вроде 105b или 2x105b через запятую.</translation>
    </message>
    <message>
        <source>Bad count in &quot;%1&quot;: use 1 to 99.</source>
        <translation>Неверное количество в &quot;%1&quot;: допустимо от 1 до 99.</translation>
    </message>
    <message>
        <source>The tile list is empty.</source>
        <translation>Список фрагментов пуст.</translation>
    </message>
    <message>
        <source>More layouts than can be kept: all are counted, the best %1 kept.</source>
        <translation>Раскладок больше, чем можно сохранить: все подсчитаны, сохранены лучшие %1.</translation>
    </message>
    <message numerus="yes">
        <source>tile with %n road(s) %1</source>
        <translation>
            <numerusform>фрагмент %1 с %n дорогой</numerusform>
            <numerusform>фрагмент %1 с %n дорогами</numerusform>
            <numerusform>фрагмент %1 с %n дорогами</numerusform>
        </translation>
    </message>
    <message>
        <source>Start/finish tile %1 carries two roads; the solver cannot start a course on such a tile yet. Take it off the list, or lay it by hand.</source>
        <translation>На фрагменте старта/финиша %1 две дороги; раскладка пока не начинает трассу на таком фрагменте. Уберите его из списка или положите вручную.</translation>
    </message>
    <message>
        <source>The roads of tile %1 cannot be laid out by the solver. Take it off the list, or lay it by hand.</source>
        <translation>Дороги фрагмента %1 раскладка разложить не может. Уберите его из списка или положите вручную.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::MainWindow</name>
    <message>
        <source>Pacenotes</source>
        <translation>Pacenotes</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;About Pacenotes</source>
        <translation>&amp;О программе Pacenotes</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Open Track</source>
        <translation>Открыть трассу</translation>
    </message>
    <message>
        <source>Tracks (*.pacenotes *.json *.rgt);;All files (*)</source>
        <translation>Трассы (*.pacenotes *.json *.rgt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Cannot Open Track</source>
        <translation>Не удаётся открыть трассу</translation>
    </message>
    <message>
        <source>%1 — Pacenotes</source>
        <translation>%1 — Pacenotes</translation>
    </message>
    <message>
        <source>The track is valid.</source>
        <translation>Трасса правильная.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found.</source>
        <translation>
            <numerusform>Найдена %n проблема.</numerusform>
            <numerusform>Найдено %n проблемы.</numerusform>
            <numerusform>Найдено %n проблем.</numerusform>
        </translation>
    </message>
    <message>
        <source>About Pacenotes</source>
        <translation>О программе Pacenotes</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Pacenotes %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A companion and track designer for the board games Rallyman: GT and Rallyman: DIRT.&lt;/p&gt;&lt;p&gt;Tile facts: Rekee by Tobias Rapp (github.com/t-rapp/rekee), re-encoded. Rallyman is a trademark of Holy Grail Games; no publisher artwork is used.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pacenotes %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Помощник и конструктор трасс для настольных игр Rallyman: GT и Rallyman: DIRT.&lt;/p&gt;&lt;p&gt;Сведения о фрагментах: Rekee, автор Tobias Rapp (github.com/t-rapp/rekee), в нашей записи. Rallyman — товарный знак Holy Grail Games; графика издателя не используется.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Pacenotes::TrackReportView</name>
    <message>
        <source>Problem</source>
        <translation>Проблема</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Где</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Фрагмент</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Кол-во</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Danger level</source>
        <translation>Уровень опасности</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Покрытие</translation>
    </message>
    <message>
        <source>No track open</source>
        <translation>Трасса не открыта</translation>
    </message>
    <message>
        <source>Open a track file (.pacenotes, .json or .rgt) to see its checks and tile list.</source>
        <translation>Откройте файл трассы (.pacenotes, .json или .rgt), чтобы увидеть проверки и список фрагментов.</translation>
    </message>
    <message>
        <source>Untitled track</source>
        <translation>Трасса без названия</translation>
    </message>
    <message>
        <source>circuit</source>
        <translation>кольцевая трасса</translation>
    </message>
    <message>
        <source>stage</source>
        <translation>спецучасток</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>не завершена</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n tile(s) on the course</source>
        <translation>
            <numerusform>%1 · %2 · %n фрагмент на трассе</numerusform>
            <numerusform>%1 · %2 · %n фрагмента на трассе</numerusform>
            <numerusform>%1 · %2 · %n фрагментов на трассе</numerusform>
        </translation>
    </message>
    <message>
        <source>The track is valid.</source>
        <translation>Трасса правильная.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found.</source>
        <translation>
            <numerusform>Найдена %n проблема.</numerusform>
            <numerusform>Найдено %n проблемы.</numerusform>
            <numerusform>Найдено %n проблем.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nearest guideline: %1</source>
        <translation>Ближайшая рекомендация: %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Источник: %1</translation>
    </message>
    <message>
        <source>%1 edge %2</source>
        <translation>%1, край %2</translation>
    </message>
</context>
<context>
    <name>SoloTiming</name>
    <message>
        <source>Not a GT solo timing table.</source>
        <translation>Это не таблица времени одиночного режима GT.</translation>
    </message>
    <message>
        <source>The solo timing table has no valid time for gear %1.</source>
        <translation>В таблице времени одиночного режима нет правильного времени для передачи %1.</translation>
    </message>
</context>
<context>
    <name>TileCatalog</name>
    <message>
        <source>The tile catalog is not valid JSON: %1</source>
        <translation>Каталог фрагментов — неправильный JSON: %1</translation>
    </message>
    <message>
        <source>This is not a Pacenotes tile catalog (version 1).</source>
        <translation>Это не каталог фрагментов Pacenotes (версия 1).</translation>
    </message>
    <message>
        <source>Tile side %1 in the catalog is malformed: %2</source>
        <translation>Сторона фрагмента %1 в каталоге записана неверно: %2</translation>
    </message>
    <message>
        <source>Tile side %1 appears twice in the catalog.</source>
        <translation>Сторона фрагмента %1 встречается в каталоге дважды.</translation>
    </message>
    <message>
        <source>Box %1 lists an unknown tile %2.</source>
        <translation>В коробке %1 указан неизвестный фрагмент %2.</translation>
    </message>
    <message>
        <source>A box in the catalog has no id or no tiles.</source>
        <translation>У коробки в каталоге нет идентификатора или фрагментов.</translation>
    </message>
</context>
<context>
    <name>TrackFiles</name>
    <message>
        <source>unknown format</source>
        <translation>неизвестный формат</translation>
    </message>
    <message>
        <source>Pacenotes track</source>
        <translation>трасса Pacenotes</translation>
    </message>
    <message>
        <source>Pacenotes track JSON</source>
        <translation>трасса Pacenotes в JSON</translation>
    </message>
    <message>
        <source>Rekee track</source>
        <translation>трасса Rekee</translation>
    </message>
    <message>
        <source>Rallyman Track Editor (.rgt)</source>
        <translation>Rallyman Track Editor (.rgt)</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <source>%1 is %2 MB; track files over %3 MB are refused.</source>
        <translation>Размер %1 — %2 МБ; файлы трасс больше %3 МБ не принимаются.</translation>
    </message>
    <message>
        <source>The track data is too large.</source>
        <translation>Данные трассы слишком велики.</translation>
    </message>
    <message>
        <source>The file is not valid JSON (%1 at byte %2).</source>
        <translation>Файл не является правильным JSON (%1, байт %2).</translation>
    </message>
    <message>
        <source>The file is JSON, but not a track (expected an object).</source>
        <translation>Файл в формате JSON, но это не трасса (ожидался объект).</translation>
    </message>
    <message>
        <source>The file is not a track in a format Pacenotes reads.</source>
        <translation>Файл не является трассой в формате, который читает Pacenotes.</translation>
    </message>
    <message>
        <source>Writing %1 files is not supported.</source>
        <translation>Запись в формат «%1» не поддерживается.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
</context>
<context>
    <name>TrackJson</name>
    <message>
        <source>This is not a Pacenotes track (the &quot;format&quot; field is missing or different).</source>
        <translation>Это не трасса Pacenotes (поле «format» отсутствует или другое).</translation>
    </message>
    <message>
        <source>The track has no valid &quot;formatVersion&quot;.</source>
        <translation>У трассы нет правильного поля «formatVersion».</translation>
    </message>
    <message>
        <source>The track was written by a newer Pacenotes (format version %1; this version reads up to %2).</source>
        <translation>Трасса записана более новой версией Pacenotes (версия формата %1; эта версия читает до %2).</translation>
    </message>
    <message>
        <source>The track has an invalid format version %1.</source>
        <translation>У трассы неправильная версия формата %1.</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; must be text.</source>
        <translation>Поле «%1» должно быть текстом.</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; is too long.</source>
        <translation>Поле «%1» слишком длинное.</translation>
    </message>
    <message>
        <source>The field &quot;game&quot; must be &quot;gt&quot; or &quot;dirt&quot;.</source>
        <translation>Поле «game» должно быть «gt» или «dirt».</translation>
    </message>
    <message>
        <source>The field &quot;laps&quot; must be a whole number from 1 to 99.</source>
        <translation>Поле «laps» должно быть целым числом от 1 до 99.</translation>
    </message>
    <message>
        <source>The field &quot;reverseCourse&quot; must be true or false.</source>
        <translation>Поле «reverseCourse» должно быть true или false.</translation>
    </message>
    <message>
        <source>The field &quot;tiles&quot; must be a list.</source>
        <translation>Поле «tiles» должно быть списком.</translation>
    </message>
    <message>
        <source>The track has %1 tiles; at most %2 are accepted.</source>
        <translation>В трассе %1 фрагментов; принимается не больше %2.</translation>
    </message>
    <message>
        <source>Tile %1 of the track is not an object.</source>
        <translation>Фрагмент %1 трассы не является объектом.</translation>
    </message>
    <message>
        <source>Tile %1 of the track has no tile id.</source>
        <translation>У фрагмента %1 трассы нет номера.</translation>
    </message>
    <message>
        <source>Tile %1 of the track has the unknown tile id &quot;%2&quot;.</source>
        <translation>У фрагмента %1 трассы неизвестный номер «%2».</translation>
    </message>
    <message>
        <source>Tile %1 of the track needs whole numbers q, r and rotation.</source>
        <translation>Фрагменту %1 трассы нужны целые числа q, r и rotation.</translation>
    </message>
    <message>
        <source>Tile %1 of the track lies at %2, too far out to be a real table.</source>
        <translation>Фрагмент %1 трассы лежит в точке %2 — слишком далеко для настоящего стола.</translation>
    </message>
    <message>
        <source>Tile %1 of the track has rotation %2; it must be 0 to 5.</source>
        <translation>У фрагмента %1 трассы поворот %2; допустимо от 0 до 5.</translation>
    </message>
    <message>
        <source>Tile %1 of the track is at %2, where another tile already is.</source>
        <translation>Фрагмент %1 трассы лежит в точке %2, где уже есть другой фрагмент.</translation>
    </message>
    <message>
        <source>The field &quot;tileList&quot; must be a list.</source>
        <translation>Поле «tileList» должно быть списком.</translation>
    </message>
    <message>
        <source>The tile list is too long.</source>
        <translation>Список фрагментов слишком длинный.</translation>
    </message>
    <message>
        <source>Entry %1 of the tile list has the unknown tile id &quot;%2&quot;.</source>
        <translation>В строке %1 списка фрагментов неизвестный номер «%2».</translation>
    </message>
    <message>
        <source>Entry %1 of the tile list needs a count from 1 to 99.</source>
        <translation>В строке %1 списка фрагментов нужно количество от 1 до 99.</translation>
    </message>
</context>
<context>
    <name>TrackProblem</name>
    <message>
        <source>edge %1</source>
        <translation>край %1</translation>
    </message>
    <message>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>предупреждение</translation>
    </message>
</context>
<context>
    <name>TrackStats</name>
    <message>
        <source>Short race (~30 min): 15 tiles in 1 lap</source>
        <translation>Короткая гонка (~30 мин): 15 фрагментов, 1 круг</translation>
    </message>
    <message>
        <source>Medium race (~45 min): 18 tiles in 1 lap</source>
        <translation>Гонка средней длины (~45 мин): 18 фрагментов, 1 круг</translation>
    </message>
    <message>
        <source>Medium race (~45 min): 12 tiles in 2 laps</source>
        <translation>Гонка средней длины (~45 мин): 12 фрагментов, 2 круга</translation>
    </message>
    <message>
        <source>Long race (~60 min): 21 tiles in 1 lap</source>
        <translation>Длинная гонка (~60 мин): 21 фрагмент, 1 круг</translation>
    </message>
    <message>
        <source>Long race (~60 min): 16 tiles in 2 laps</source>
        <translation>Длинная гонка (~60 мин): 16 фрагментов, 2 круга</translation>
    </message>
    <message>
        <source>Short stage (~25 min): 10 tiles</source>
        <translation>Короткий спецучасток (~25 мин): 10 фрагментов</translation>
    </message>
    <message>
        <source>Medium stage (~35 min): 14 tiles</source>
        <translation>Спецучасток средней длины (~35 мин): 14 фрагментов</translation>
    </message>
    <message>
        <source>Long stage (~45 min): 18 tiles</source>
        <translation>Длинный спецучасток (~45 мин): 18 фрагментов</translation>
    </message>
    <message>
        <source>DIRT rulebook, Setup 1 &quot;Building your rally&quot;</source>
        <translation>Правила DIRT, подготовка к игре, п. 1 «Building your rally»</translation>
    </message>
    <message>
        <source>GT rulebook, Setup 1 &quot;Build your track&quot;</source>
        <translation>Правила GT, подготовка к игре, п. 1 «Постройте свою трассу»</translation>
    </message>
</context>
<context>
    <name>TrackValidator</name>
    <message>
        <source>Tile %1 is not in the tile catalog.</source>
        <translation>Фрагмента %1 нет в каталоге.</translation>
    </message>
    <message>
        <source>Tile %1 lies on top of tile %2.</source>
        <translation>Фрагмент %1 лежит поверх фрагмента %2.</translation>
    </message>
    <message>
        <source>Tile %1 belongs to %2, but this track is for %3.</source>
        <translation>Фрагмент %1 относится к игре %2, а эта трасса — для %3.</translation>
    </message>
    <message>
        <source>The track has no tiles.</source>
        <translation>В трассе нет фрагментов.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing is laid out yet: this track is a list of %n tile(s) to place.</source>
        <translation>
            <numerusform>Пока ничего не выложено: эта трасса — список из %n фрагмента для выкладки.</numerusform>
            <numerusform>Пока ничего не выложено: эта трасса — список из %n фрагментов для выкладки.</numerusform>
            <numerusform>Пока ничего не выложено: эта трасса — список из %n фрагментов для выкладки.</numerusform>
        </translation>
    </message>
    <message>
        <source>The road of tile %1 runs into a side of tile %2 that has no road.</source>
        <translation>Дорога фрагмента %1 упирается в край фрагмента %2, где нет дороги.</translation>
    </message>
    <message>
        <source>Tiles %1 and %2 meet with %3 and %4 lanes.</source>
        <translation>Фрагменты %1 и %2 стыкуются с разным числом полос: %3 и %4.</translation>
    </message>
    <message>
        <source>Tiles %1 and %2 meet with a skewed half-space edge against a straight edge.</source>
        <translation>Фрагменты %1 и %2 стыкуются скошенным краем (в полклетки) с прямым краем.</translation>
    </message>
    <message numerus="yes">
        <source>Tile %1 is used %2 times, but the chosen boxes hold %n copy(ies).</source>
        <translation>
            <numerusform>Фрагмент %1 использован %2 раз, а в выбранных коробках %n экземпляр.</numerusform>
            <numerusform>Фрагмент %1 использован %2 раз, а в выбранных коробках %n экземпляра.</numerusform>
            <numerusform>Фрагмент %1 использован %2 раз, а в выбранных коробках %n экземпляров.</numerusform>
        </translation>
    </message>
    <message>
        <source>Side a and side b of one physical tile cannot both be on the table: each side used takes a copy.</source>
        <translation>Стороны a и b одного фрагмента не могут одновременно лежать на столе: каждая использованная сторона требует отдельного экземпляра.</translation>
    </message>
    <message numerus="yes">
        <source>The tile list needs tile %1 %2 times, but the chosen boxes hold %n copy(ies).</source>
        <translation>
            <numerusform>Список требует фрагмент %1 %2 раз, а в выбранных коробках %n экземпляр.</numerusform>
            <numerusform>Список требует фрагмент %1 %2 раз, а в выбранных коробках %n экземпляра.</numerusform>
            <numerusform>Список требует фрагмент %1 %2 раз, а в выбранных коробках %n экземпляров.</numerusform>
        </translation>
    </message>
    <message>
        <source>The list uses both sides of this tile; each side on the table takes a physical copy.</source>
        <translation>Список использует обе стороны этого фрагмента; каждая сторона на столе требует отдельного экземпляра.</translation>
    </message>
    <message>
        <source>The tile list names tile %1, which is not in the tile catalog.</source>
        <translation>В списке указан фрагмент %1, которого нет в каталоге.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) %1 of the list not placed yet.</source>
        <translation>
            <numerusform>Ещё не выложен %n фрагмент %1 из списка.</numerusform>
            <numerusform>Ещё не выложены %n фрагмента %1 из списка.</numerusform>
            <numerusform>Ещё не выложено %n фрагментов %1 из списка.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) %1 placed beyond the track&apos;s list.</source>
        <translation>
            <numerusform>Выложен %n лишний фрагмент %1 сверх списка трассы.</numerusform>
            <numerusform>Выложены %n лишних фрагмента %1 сверх списка трассы.</numerusform>
            <numerusform>Выложено %n лишних фрагментов %1 сверх списка трассы.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no start/finish tile.</source>
        <translation>Нет фрагмента старта/финиша.</translation>
    </message>
    <message>
        <source>The road of tile %1 ends here with no tile beyond.</source>
        <translation>Дорога фрагмента %1 обрывается здесь: дальше нет фрагмента.</translation>
    </message>
    <message>
        <source>Following the road from the start, the stage does not reach a finish: it stops at tile %1.</source>
        <translation>Если ехать от старта, спецучасток не доходит до финиша: дорога обрывается на фрагменте %1.</translation>
    </message>
    <message>
        <source>Following the road from the start/finish tile, the circuit does not come back to it: it stops at tile %1.</source>
        <translation>Если ехать от фрагмента старта/финиша, кольцо не замыкается: дорога обрывается на фрагменте %1.</translation>
    </message>
    <message>
        <source>Tile %1 is not connected to the course.</source>
        <translation>Фрагмент %1 не соединён с трассой.</translation>
    </message>
    <message>
        <source>The Assistance tile must follow the finish tile of the stage, not tile %1.</source>
        <translation>Фрагмент технической помощи должен идти после финиша спецучастка, а не после фрагмента %1.</translation>
    </message>
    <message>
        <source>The Pit Stop tile should be placed next to the track (GT rulebook, Setup 1).</source>
        <translation>Фрагмент пит-стопа нужно положить рядом с трассой (правила GT, подготовка к игре, п. 1).</translation>
    </message>
</context>
</TS>
