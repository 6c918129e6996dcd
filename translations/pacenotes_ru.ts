<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>BuildOrder</name>
    <message>
        <source>straight on</source>
        <translation>прямо</translation>
    </message>
    <message>
        <source>right 60°</source>
        <translation>вправо 60°</translation>
    </message>
    <message>
        <source>right 120°</source>
        <translation>вправо 120°</translation>
    </message>
    <message>
        <source>left 60°</source>
        <translation>влево 60°</translation>
    </message>
    <message>
        <source>left 120°</source>
        <translation>влево 120°</translation>
    </message>
    <message>
        <source>dead end</source>
        <translation>тупик</translation>
    </message>
</context>
<context>
    <name>BuildSheet</name>
    <message>
        <source>Beside the course</source>
        <translation>Рядом с трассой</translation>
    </message>
    <message>
        <source>again: the course crosses no. %1</source>
        <translation>снова: трасса пересекает № %1</translation>
    </message>
    <message>
        <source>start/finish</source>
        <translation>старт/финиш</translation>
    </message>
    <message>
        <source>start</source>
        <translation>старт</translation>
    </message>
    <message>
        <source>finish</source>
        <translation>финиш</translation>
    </message>
    <message>
        <source>unknown tile</source>
        <translation>неизвестный фрагмент</translation>
    </message>
    <message>
        <source>beside no. %1</source>
        <translation>рядом с № %1</translation>
    </message>
    <message>
        <source>%1, beside no. %2</source>
        <translation>%1, рядом с № %2</translation>
    </message>
    <message>
        <source>Build sheet</source>
        <translation>Лист сборки</translation>
    </message>
    <message>
        <source>Course order from the start</source>
        <translation>Порядок трассы от старта</translation>
    </message>
    <message>
        <source>Tiles by position</source>
        <translation>Фрагменты по положению</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (продолжение)</translation>
    </message>
    <message>
        <source>Lay down no. 1 first, then each tile against the road leaving the one before, turned as drawn. The numbers are on the layout page.</source>
        <translation>Сначала положите № 1, затем каждый следующий фрагмент к дороге, выходящей из предыдущего, повернув его как на рисунке. Номера есть и на странице со схемой.</translation>
    </message>
    <message>
        <source>Top to bottom, left to right, as on the layout page, where the numbers are on the tiles.</source>
        <translation>Сверху вниз и слева направо, как на странице со схемой, где номера стоят на фрагментах.</translation>
    </message>
    <message>
        <source>Tiles to take out</source>
        <translation>Какие фрагменты достать</translation>
    </message>
    <message>
        <source>either side</source>
        <translation>любой стороной</translation>
    </message>
    <message>
        <source>side %1 up</source>
        <translation>сторона %1 вверх</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message numerus="yes">
        <source>Total: %n tile(s)</source>
        <translation>
            <numerusform>Всего: %n фрагмент</numerusform>
            <numerusform>Всего: %n фрагмента</numerusform>
            <numerusform>Всего: %n фрагментов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n different side(s))</source>
        <translation>
            <numerusform>(%n сторона)</numerusform>
            <numerusform>(%n разные стороны)</numerusform>
            <numerusform>(%n разных сторон)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The course is not closed, so there is no driving order yet: the tiles are listed by position. Finish the track in the designer (%n problem(s)) for a numbered course order.</source>
        <translation>
            <numerusform>Трасса не замкнута, поэтому порядка движения ещё нет: фрагменты перечислены по положению. Доделайте трассу в редакторе (%n проблема), чтобы получить пронумерованный порядок трассы.</numerusform>
            <numerusform>Трасса не замкнута, поэтому порядка движения ещё нет: фрагменты перечислены по положению. Доделайте трассу в редакторе (%n проблемы), чтобы получить пронумерованный порядок трассы.</numerusform>
            <numerusform>Трасса не замкнута, поэтому порядка движения ещё нет: фрагменты перечислены по положению. Доделайте трассу в редакторе (%n проблем), чтобы получить пронумерованный порядок трассы.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The track has %n problem(s) (see the designer&apos;s Problems panel); the course order below is traced all the same.</source>
        <translation>
            <numerusform>На трассе %n проблема (см. панель «Проблемы» редактора); порядок трассы ниже всё равно прослежен.</numerusform>
            <numerusform>На трассе %n проблемы (см. панель «Проблемы» редактора); порядок трассы ниже всё равно прослежен.</numerusform>
            <numerusform>На трассе %n проблем (см. панель «Проблемы» редактора); порядок трассы ниже всё равно прослежен.</numerusform>
        </translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Фрагмент</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Стор.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Поворот</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
</context>
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
        <source>A JSON list of cars, or - for standard input.</source>
        <translation>Список автомобилей в JSON или - для стандартного ввода.</translation>
    </message>
    <message>
        <source>Works out the order of play of a round and explains each tie-break (docs/referee-json.md). Exit code 0: done; 2: the request cannot be read.</source>
        <translation>Определяет очередность хода в раунде и объясняет каждое решение (docs/referee-json.md). Код выхода 0: готово; 2: запрос не удается прочитать.</translation>
    </message>
    <message>
        <source>order: name one request file, or - for standard input.</source>
        <translation>order: укажите один файл запроса или - для стандартного ввода.</translation>
    </message>
    <message>
        <source>order: %1</source>
        <translation>order: %1</translation>
    </message>
    <message>
        <source>work out the order of play of a round from JSON, with reasons</source>
        <translation>определить очередность хода в раунде по JSON, с объяснениями</translation>
    </message>
    <message>
        <source>A JSON request, or - for standard input.</source>
        <translation>Запрос в JSON или - для стандартного ввода.</translation>
    </message>
    <message>
        <source>Rules on a planned move (and its dice, damage, pit stop...) from a JSON request and prints the verdict as JSON (docs/referee-json.md). Exit code 0: legal; 1: the move breaks a rule; 2: the request cannot be read.</source>
        <translation>Судит запланированный ход (и его кубики, повреждения, пит-стоп...) по запросу в JSON и выводит решение в JSON (docs/referee-json.md). Код выхода 0: ход допустим; 1: ход нарушает правило; 2: запрос не удается прочитать.</translation>
    </message>
    <message>
        <source>referee: name one request file, or - for standard input.</source>
        <translation>referee: укажите один файл запроса или - для стандартного ввода.</translation>
    </message>
    <message>
        <source>referee: %1</source>
        <translation>referee: %1</translation>
    </message>
    <message>
        <source>rule on a planned move given as JSON and print the verdict</source>
        <translation>рассудить запланированный ход, заданный в JSON, и вывести решение</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: не удается прочитать (%2)</translation>
    </message>
    <message>
        <source>Your corrections to the game data (default: %1, if it exists).</source>
        <translation>Ваши исправления игровых данных (по умолчанию %1, если файл есть).</translation>
    </message>
    <message>
        <source>using the built-in data.</source>
        <translation>используются встроенные данные.</translation>
    </message>
    <message>
        <source>The sheet: solo (GT score sheet) or rally (DIRT rally sheet).</source>
        <translation>Таблица: solo (таблица подсчета GT) или rally (лист ралли DIRT).</translation>
    </message>
    <message>
        <source>Fill the sheet from this lap or rally of the records (see the History window).</source>
        <translation>Заполнить таблицу из этого круга или ралли в истории (номер виден в окне «История»).</translation>
    </message>
    <message>
        <source>A blank sheet to fill by hand (the default).</source>
        <translation>Пустая таблица для заполнения от руки (по умолчанию).</translation>
    </message>
    <message>
        <source>Paper size: a4 or letter (default: from the system&apos;s locale).</source>
        <translation>Формат бумаги: a4 или letter (по умолчанию — по региональным настройкам системы).</translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation>PDF-файл, который нужно записать.</translation>
    </message>
    <message>
        <source>The records database to read --record from (default: the user&apos;s).</source>
        <translation>База истории, из которой читается --record (по умолчанию — база пользователя).</translation>
    </message>
    <message>
        <source>Stages on a blank rally sheet (default 3, as in the rulebook).</source>
        <translation>Число спецучастков на пустом листе ралли (по умолчанию 3, как в правилах).</translation>
    </message>
    <message>
        <source>Add the checkpoint penalty rows to a blank rally sheet.</source>
        <translation>Добавить на пустой лист ралли строки штрафов контрольных пунктов.</translation>
    </message>
    <message>
        <source>Prints a score sheet to PDF: the GT solo sheet or the DIRT rally sheet, blank or filled from the records. The language follows --lang en|ru.</source>
        <translation>Печатает таблицу в PDF: таблицу подсчета GT для одного игрока или лист ралли DIRT, пустые или заполненные из истории. Язык задаётся параметром --lang en|ru.</translation>
    </message>
    <message>
        <source>sheet: unexpected argument &quot;%1&quot;.</source>
        <translation>sheet: лишний аргумент «%1».</translation>
    </message>
    <message>
        <source>sheet: say which sheet with --kind solo or --kind rally.</source>
        <translation>sheet: укажите таблицу: --kind solo или --kind rally.</translation>
    </message>
    <message>
        <source>sheet: unknown kind &quot;%1&quot;; use solo or rally.</source>
        <translation>sheet: неизвестный вид таблицы «%1»; используйте solo или rally.</translation>
    </message>
    <message>
        <source>sheet: name the PDF to write with --out FILE.pdf.</source>
        <translation>sheet: укажите PDF-файл: --out ФАЙЛ.pdf.</translation>
    </message>
    <message>
        <source>sheet: unknown paper &quot;%1&quot;; use a4 or letter.</source>
        <translation>sheet: неизвестный формат бумаги «%1»; используйте a4 или letter.</translation>
    </message>
    <message>
        <source>sheet: --stages takes a number from 1 to %1.</source>
        <translation>sheet: --stages принимает число от 1 до %1.</translation>
    </message>
    <message>
        <source>sheet: --record and --blank exclude each other.</source>
        <translation>sheet: --record и --blank нельзя указывать вместе.</translation>
    </message>
    <message>
        <source>sheet: --stages and --checkpoints are for blank sheets; a record has its own.</source>
        <translation>sheet: --stages и --checkpoints — только для пустых таблиц; у записи из истории они свои.</translation>
    </message>
    <message>
        <source>sheet: --record takes a record number, e.g. --record 12.</source>
        <translation>sheet: --record принимает номер записи, например --record 12.</translation>
    </message>
    <message>
        <source>sheet: there is no records database %1.</source>
        <translation>sheet: базы истории %1 нет.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%n page(s)).</source>
        <translation>
            <numerusform>Записан %1 (%n страница).</numerusform>
            <numerusform>Записан %1 (%n страницы).</numerusform>
            <numerusform>Записан %1 (%n страниц).</numerusform>
        </translation>
    </message>
    <message>
        <source>print a solo or rally score sheet to PDF, blank or from the records</source>
        <translation>печать таблицы подсчета или листа ралли в PDF, пустых или из истории</translation>
    </message>
    <message>
        <source>Write this format whatever OUT is called: pacenotes, json, rekee or rgt.</source>
        <translation>Записать в этом формате, как бы ни назывался ВЫХОД: pacenotes, json, rekee или rgt.</translation>
    </message>
    <message>
        <source>The track to read (.pacenotes, .json, .rgt).</source>
        <translation>Трасса, которую нужно прочитать (.pacenotes, .json, .rgt).</translation>
    </message>
    <message>
        <source>The file to write; its name picks the format: .pacenotes, .rgt, .rekee.json (Rekee) or .json (Pacenotes JSON).</source>
        <translation>Файл, который нужно записать; формат выбирается по имени: .pacenotes, .rgt, .rekee.json (Rekee) или .json (JSON Pacenotes).</translation>
    </message>
    <message>
        <source>Converts a track between the Pacenotes package, Pacenotes JSON, Rekee JSON and the Rallyman Track Editor&apos;s .rgt. Packages are written without a preview image.</source>
        <translation>Преобразует трассу между пакетом Pacenotes, JSON Pacenotes, JSON Rekee и форматом .rgt редактора Rallyman Track Editor. Пакеты записываются без картинки предпросмотра.</translation>
    </message>
    <message>
        <source>convert: name one track to read and one file to write.</source>
        <translation>convert: укажите одну трассу для чтения и один файл для записи.</translation>
    </message>
    <message>
        <source>convert: unknown format &quot;%1&quot;; use pacenotes, json, rekee or rgt.</source>
        <translation>convert: неизвестный формат «%1»; используйте pacenotes, json, rekee или rgt.</translation>
    </message>
    <message>
        <source>convert: cannot tell the format of %1 from its name; end it in .pacenotes, .json, .rekee.json or .rgt, or use --to.</source>
        <translation>convert: по имени %1 не понять формат; закончите имя на .pacenotes, .json, .rekee.json или .rgt либо укажите --to.</translation>
    </message>
    <message>
        <source>convert: the output must be another file than the input.</source>
        <translation>convert: выходной файл должен отличаться от входного.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) → %3 (%4), %n tile(s)</source>
        <translation>
            <numerusform>%1 (%2) → %3 (%4), %n фрагмент</numerusform>
            <numerusform>%1 (%2) → %3 (%4), %n фрагмента</numerusform>
            <numerusform>%1 (%2) → %3 (%4), %n фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <source>convert a track between .pacenotes, .json, Rekee JSON and .rgt</source>
        <translation>преобразовать трассу между .pacenotes, .json, JSON Rekee и .rgt</translation>
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
        <source>Stopped at the time limit (--time-limit): these are the best layouts found so far, not proven the best.</source>
        <translation>Остановлено по ограничению времени (--time-limit): это лучшие из найденных раскладок, но не обязательно лучшие вообще.</translation>
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
        <source>Interchangeable tiles (any order on their cells; ways per shape: %1): %2.</source>
        <translation>Взаимозаменяемые фрагменты (в любом порядке на своих клетках; вариантов на форму: %1): %2.</translation>
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
        <source>(tiles in driving order from the start; S straight, R/L a 60° bend right/left, RR/LL a 120° bend)</source>
        <translation>(фрагменты по ходу движения от старта; S — прямая, R/L — поворот на 60° направо/налево, RR/LL — поворот на 120°)</translation>
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
        <source>Stop after this many seconds and show the best found so far (default %1; 0: no limit).</source>
        <translation>Остановиться через столько секунд и показать лучшее из найденного (по умолчанию %1; 0 — без ограничения).</translation>
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
        <source>layout: --time-limit takes a number of seconds (0: no limit).</source>
        <translation>layout: --time-limit принимает число секунд (0 — без ограничения).</translation>
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
        <source>The file to write; its name picks the format: .png, .svg or .pdf.</source>
        <translation>Файл для записи; формат выбирается по имени: .png, .svg или .pdf.</translation>
    </message>
    <message>
        <source>Paper size of a PDF: a4 or letter (default: from the system&apos;s locale).</source>
        <translation>Размер бумаги для PDF: a4 или letter (по умолчанию — по региональным настройкам системы).</translation>
    </message>
    <message>
        <source>The track to export (.pacenotes, .json, .rgt).</source>
        <translation>Трасса для экспорта (.pacenotes, .json, .rgt).</translation>
    </message>
    <message>
        <source>Exports a track&apos;s layout as a PNG picture or an SVG drawing (with its title, author and tile list), or as a PDF with the layout page and the build sheet (every tile, its side up, how many, and the numbered course order). The language follows --lang en|ru.</source>
        <translation>Экспортирует схему трассы как изображение PNG или рисунок SVG (с названием, автором и списком фрагментов) или как PDF со страницей схемы и листом сборки (каждый фрагмент, какой стороной вверх, сколько, и пронумерованный порядок трассы). Язык задаёт --lang en|ru.</translation>
    </message>
    <message>
        <source>export: name one track file to export.</source>
        <translation>export: укажите один файл трассы для экспорта.</translation>
    </message>
    <message>
        <source>export: name the file to write with --out FILE.png, .svg or .pdf.</source>
        <translation>export: укажите файл для записи: --out ФАЙЛ.png, .svg или .pdf.</translation>
    </message>
    <message>
        <source>export: cannot tell the format of %1 from its name; end it in .png, .svg or .pdf.</source>
        <translation>export: по имени %1 нельзя определить формат; имя должно оканчиваться на .png, .svg или .pdf.</translation>
    </message>
    <message>
        <source>export: unknown paper &quot;%1&quot;; use a4 or letter.</source>
        <translation>export: неизвестный размер бумаги «%1»; используйте a4 или letter.</translation>
    </message>
    <message>
        <source>export: the output must be another file than the input.</source>
        <translation>export: выходной файл должен отличаться от входного.</translation>
    </message>
    <message>
        <source>export: %1 has no placed tiles (only a tile list?); lay it out first, e.g. with pacenotes layout --out.</source>
        <translation>export: в %1 нет выложенных фрагментов (только список?); сначала разложите его, например командой pacenotes layout --out.</translation>
    </message>
    <message>
        <source>export: the course is not closed; the build sheet lists the tiles by position.</source>
        <translation>export: трасса не замкнута; в листе сборки фрагменты перечислены по положению.</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>Записано: %1.</translation>
    </message>
    <message>
        <source>export a track as PNG, SVG or a PDF with its build sheet</source>
        <translation>экспортировать трассу в PNG, SVG или PDF с листом сборки</translation>
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
    <name>CourseItem</name>
    <message numerus="yes">
        <source>Start · %n lap(s)</source>
        <translation>
            <numerusform>Старт · %n круг</numerusform>
            <numerusform>Старт · %n круга</numerusform>
            <numerusform>Старт · %n кругов</numerusform>
        </translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Финиш</translation>
    </message>
</context>
<context>
    <name>DesignerStatus</name>
    <message numerus="yes">
        <source>Layout complete and valid: all %n tile(s) of the list are placed.</source>
        <translation>
            <numerusform>Трасса собрана и верна: уложен %n фрагмент списка.</numerusform>
            <numerusform>Трасса собрана и верна: уложены все %n фрагмента списка.</numerusform>
            <numerusform>Трасса собрана и верна: уложены все %n фрагментов списка.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tile list: %1 of %2 placed</source>
        <translation>Список фрагментов: уложено %1 из %2</translation>
    </message>
    <message>
        <source>double-click tiles in the palette to lay them out</source>
        <translation>дважды щёлкайте фрагменты в палитре, чтобы уложить их</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n проблема</numerusform>
            <numerusform>%n проблемы</numerusform>
            <numerusform>%n проблем</numerusform>
        </translation>
    </message>
    <message>
        <source>Empty table: double-click a tile in the palette to start the course, or drag it onto the table.</source>
        <translation>Стол пуст: дважды щёлкните фрагмент в палитре, чтобы начать трассу, или перетащите его на стол.</translation>
    </message>
    <message numerus="yes">
        <source>Valid circuit, %n tile(s) on the course</source>
        <translation>
            <numerusform>Трасса-кольцо верна, на маршруте %n фрагмент</numerusform>
            <numerusform>Трасса-кольцо верна, на маршруте %n фрагмента</numerusform>
            <numerusform>Трасса-кольцо верна, на маршруте %n фрагментов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Valid stage, %n tile(s) on the course</source>
        <translation>
            <numerusform>Спецучасток верен, на маршруте %n фрагмент</numerusform>
            <numerusform>Спецучасток верен, на маршруте %n фрагмента</numerusform>
            <numerusform>Спецучасток верен, на маршруте %n фрагментов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportedTiles</name>
    <message>
        <source>Tile %1 has no tile id.</source>
        <translation>У фрагмента %1 нет номера.</translation>
    </message>
    <message>
        <source>Tile %1 has the unknown tile id &quot;%2&quot;.</source>
        <translation>У фрагмента %1 неизвестный номер «%2».</translation>
    </message>
    <message>
        <source>Tile %1 lies at %2, too far out to be a real table.</source>
        <translation>Фрагмент %1 лежит в точке %2 — слишком далеко для настоящего стола.</translation>
    </message>
    <message>
        <source>Tile %1 has rotation %2; it must be 0 to 5.</source>
        <translation>У фрагмента %1 поворот %2; допустимо от 0 до 5.</translation>
    </message>
    <message>
        <source>Tile %1 is at %2, where another tile already is.</source>
        <translation>Фрагмент %1 лежит в точке %2, где уже есть другой фрагмент.</translation>
    </message>
    <message>
        <source>The track has more than %1 tiles.</source>
        <translation>В трассе больше %1 фрагментов.</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) left out (Pacenotes does not place tokens yet): %1.</source>
        <translation>
            <numerusform>Пропущен %n жетон (Pacenotes пока не размещает жетоны): %1.</numerusform>
            <numerusform>Пропущено %n жетона (Pacenotes пока не размещает жетоны): %1.</numerusform>
            <numerusform>Пропущено %n жетонов (Pacenotes пока не размещает жетоны): %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file mixes GT and DIRT tiles; it was read as a %1 track.</source>
        <translation>В файле смешаны фрагменты GT и DIRT; он прочитан как трасса для игры %1.</translation>
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
        <source>The track has %1 tiles; at most %2 are accepted.</source>
        <translation>В трассе %1 фрагментов; принимается не больше %2.</translation>
    </message>
    <message>
        <source>Tile %1 of the track is not an object.</source>
        <translation>Фрагмент %1 трассы не является объектом.</translation>
    </message>
</context>
<context>
    <name>JsonInput</name>
    <message>
        <source>not valid JSON (%1 at offset %2)</source>
        <translation>некорректный JSON (%1, позиция %2)</translation>
    </message>
    <message>
        <source>not a “%1” document</source>
        <translation>это не документ «%1»</translation>
    </message>
    <message>
        <source>unknown field; expected one of: %1</source>
        <translation>неизвестное поле; ожидается одно из: %1</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation>ожидается целое число от %1 до %2</translation>
    </message>
    <message>
        <source>expected a number from %1 to %2</source>
        <translation>ожидается число от %1 до %2</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>ожидается true или false</translation>
    </message>
    <message>
        <source>expected a text of at most %1 characters</source>
        <translation>ожидается текст не длиннее %1 символов</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>ожидается объект</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>ожидается массив</translation>
    </message>
    <message>
        <source>too many items (at most %1)</source>
        <translation>слишком много элементов (не больше %1)</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>ожидается одно из: %1</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>ожидается объект JSON</translation>
    </message>
    <message>
        <source>say which game: &quot;gt&quot; or &quot;dirt&quot;</source>
        <translation>укажите игру: &quot;gt&quot; или &quot;dirt&quot;</translation>
    </message>
    <message>
        <source>the staggered start is for DIRT stages</source>
        <translation>раздельный старт бывает только на спецучастках DIRT</translation>
    </message>
    <message>
        <source>list the cars to order</source>
        <translation>перечислите автомобили, для которых нужна очередность</translation>
    </message>
    <message>
        <source>every car needs an id</source>
        <translation>у каждого автомобиля должен быть идентификатор</translation>
    </message>
    <message>
        <source>two cars have this id</source>
        <translation>этот идентификатор у двух автомобилей</translation>
    </message>
    <message>
        <source>expected a gear marker: &quot;0&quot; to &quot;6&quot; or &quot;00&quot;</source>
        <translation>ожидается жетон передачи: от &quot;0&quot; до &quot;6&quot; или &quot;00&quot;</translation>
    </message>
    <message>
        <source>give how far along the track the front edge of the car&apos;s space is</source>
        <translation>укажите, насколько далеко от старта передняя граница клетки автомобиля</translation>
    </message>
    <message>
        <source>DIRT has no 00: a car off the track has the 0 side of its Time card</source>
        <translation>в DIRT нет «00»: у автомобиля вне трассы карта времени лежит стороной «0»</translation>
    </message>
    <message>
        <source>road types are for DIRT; GT tracks are asphalt</source>
        <translation>типы покрытия есть только в DIRT; трассы GT асфальтовые</translation>
    </message>
    <message>
        <source>DIRT dashboards change with the road type, not the weather</source>
        <translation>приборные панели DIRT зависят от покрытия, а не от погоды</translation>
    </message>
    <message>
        <source>GT cars hold Focus tokens: use &quot;focus&quot;</source>
        <translation>у автомобилей GT жетоны концентрации: используйте &quot;focus&quot;</translation>
    </message>
    <message>
        <source>DIRT cars hold Second tokens: use &quot;seconds&quot;</source>
        <translation>у автомобилей DIRT жетоны секунды: используйте &quot;seconds&quot;</translation>
    </message>
    <message>
        <source>only DIRT tiles have this</source>
        <translation>такое есть только на фрагментах DIRT</translation>
    </message>
    <message>
        <source>only GT tiles have this</source>
        <translation>такое есть только на фрагментах GT</translation>
    </message>
    <message>
        <source>every step needs its dice</source>
        <translation>для каждого шага нужны кубики</translation>
    </message>
    <message>
        <source>expected dice like &quot;4&quot;, &quot;2+BB&quot; (Gear 2 with two Brake dice), &quot;4+A&quot; (with a Boost die), &quot;C&quot; (Coast), &quot;L&quot; (Leader) or &quot;R&quot; (Redline)</source>
        <translation>ожидаются кубики вида &quot;4&quot;, &quot;2+BB&quot; (кубик 2-й передачи с двумя кубиками торможения), &quot;4+A&quot; (с кубиком ускорения), &quot;C&quot; (поддержание скорости), &quot;L&quot; (лидер) или &quot;R&quot; (красная зона)</translation>
    </message>
    <message>
        <source>expected the step&apos;s dice as &apos;!&apos; (hazard) or &apos;-&apos; (no hazard), one per die in the order Gear (or Coast, Leader, Redline), Brake, Boost; or &quot;secured&quot;</source>
        <translation>ожидаются кубики шага как &apos;!&apos; (символ опасности) или &apos;-&apos; (без него), по одному на кубик в порядке: передача (или поддержание скорости, лидер, красная зона), торможение, ускорение; или &quot;secured&quot;</translation>
    </message>
    <message>
        <source>say what the card shows: spinout, crash or sisu</source>
        <translation>укажите, что на карте: spinout (разворот), crash (вылет) или sisu</translation>
    </message>
    <message>
        <source>results need a &quot;move&quot; to resolve</source>
        <translation>для результатов нужен &quot;move&quot;</translation>
    </message>
    <message>
        <source>rolling needs a &quot;move&quot;</source>
        <translation>для броска нужен &quot;move&quot;</translation>
    </message>
    <message>
        <source>give either &quot;results&quot; or &quot;roll&quot;, not both</source>
        <translation>укажите &quot;results&quot; или &quot;roll&quot;, но не оба</translation>
    </message>
    <message>
        <source>a re-layout needs a Flat Out &quot;move&quot; and its &quot;results&quot;</source>
        <translation>для перекладки нужен &quot;move&quot; с броском «газ в пол» и его &quot;results&quot;</translation>
    </message>
    <message>
        <source>only DIRT has Time cards</source>
        <translation>карты времени есть только в DIRT</translation>
    </message>
    <message>
        <source>only DIRT has shortcuts</source>
        <translation>срезки есть только в DIRT</translation>
    </message>
    <message>
        <source>say the gear the turn ended in (&quot;endGear&quot;), or give the move and its results</source>
        <translation>укажите передачу в конце хода (&quot;endGear&quot;) или дайте ход и его результаты</translation>
    </message>
    <message>
        <source>this field is required</source>
        <translation>это поле обязательно</translation>
    </message>
    <message>
        <source>larger than %1 MB</source>
        <translation>больше %1 МБ</translation>
    </message>
    <message>
        <source>the request is %1</source>
        <translation>запрос %1</translation>
    </message>
    <message>
        <source>DIRT has no pit stops</source>
        <translation>в DIRT нет пит-стопов</translation>
    </message>
    <message>
        <source>a dotted line is crossed straight, in the same lane; this move is “%1”: moving diagonally is the perfect line, which crosses none</source>
        <translation>пунктирную линию пересекают прямо, по той же полосе; здесь движение «%1»: движение по диагонали — это идеальная траектория, она не пересекает ни одной линии</translation>
    </message>
    <message>
        <source>expected true, false, or the number (1 to 6) or &quot;!&quot; on its dotted lines</source>
        <translation>ожидается true, false или число (от 1 до 6) либо &quot;!&quot; на его пунктирных линиях</translation>
    </message>
    <message>
        <source>give the number (1 to 6) or &quot;!&quot; on its dotted lines</source>
        <translation>укажите число (от 1 до 6) или &quot;!&quot; на его пунктирных линиях</translation>
    </message>
    <message>
        <source>this dotted line contradicts the sharp corner&apos;s own (“sharp”)</source>
        <translation>эта пунктирная линия противоречит линии самого резкого поворота («sharp»)</translation>
    </message>
    <message>
        <source>expected the seconds on the Time card, a whole number from 0 to 3600</source>
        <translation>ожидаются секунды на карте времени, целое число от 0 до 3600</translation>
    </message>
    <message>
        <source>a retired car&apos;s time is the slowest finisher&apos;s plus a minute: give the slowest time</source>
        <translation>время сошедшего автомобиля — это время самого медленного финишировавшего плюс минута: укажите самое медленное время</translation>
    </message>
    <message>
        <source>only a retired car&apos;s time depends on the slowest finisher</source>
        <translation>от самого медленного финишировавшего зависит только время сошедшего автомобиля</translation>
    </message>
    <message>
        <source>the solo score sheet is for GT</source>
        <translation>таблица подсчета для одного игрока — только в GT</translation>
    </message>
    <message>
        <source>stage times are for DIRT</source>
        <translation>время спецучастка — только в DIRT</translation>
    </message>
    <message>
        <source>Assistance is for DIRT; GT cars repair at a pit stop</source>
        <translation>техническая помощь есть только в DIRT; в GT ремонтируются на пит-стопе</translation>
    </message>
    <message>
        <source>nothing to rule on: give a &quot;move&quot;, &quot;damage&quot;, &quot;shortcut&quot;, &quot;pitStop&quot;, &quot;spareTyre&quot;, &quot;turnStart&quot;, &quot;soloLap&quot;, &quot;stage&quot; or &quot;assistance&quot;</source>
        <translation>судить нечего: укажите &quot;move&quot;, &quot;damage&quot;, &quot;shortcut&quot;, &quot;pitStop&quot;, &quot;spareTyre&quot;, &quot;turnStart&quot;, &quot;soloLap&quot;, &quot;stage&quot; или &quot;assistance&quot;</translation>
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
    <message numerus="yes">
        <source>tile with %n road(s) %1</source>
        <translation>
            <numerusform>фрагмент %1 с %n дорогой</numerusform>
            <numerusform>фрагмент %1 с %n дорогами</numerusform>
            <numerusform>фрагмент %1 с %n дорогами</numerusform>
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
        <source>Start/finish tile %1 carries two roads; the solver cannot start a course on such a tile yet. Take it off the list, or lay it by hand.</source>
        <translation>На фрагменте старта/финиша %1 две дороги; раскладка пока не начинает трассу на таком фрагменте. Уберите его из списка или положите вручную.</translation>
    </message>
    <message>
        <source>The roads of tile %1 cannot be laid out by the solver. Take it off the list, or lay it by hand.</source>
        <translation>Дороги фрагмента %1 раскладка разложить не может. Уберите его из списка или положите вручную.</translation>
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
        <source>More layouts than can be kept: all are counted, the best %1 kept.</source>
        <translation>Раскладок больше, чем можно сохранить: все подсчитаны, сохранены лучшие %1.</translation>
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
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>LibraryDatabase</name>
    <message>
        <source>The SQLite driver for Qt is not installed (package libqt6sql6-sqlite).</source>
        <translation>Драйвер SQLite для Qt не установлен (пакет libqt6sql6-sqlite).</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the track library index.</source>
        <translation>Не удаётся создать папку %1 для индекса библиотеки трасс.</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 — не файл.</translation>
    </message>
    <message>
        <source>Cannot open the track library index %1: %2</source>
        <translation>Не удаётся открыть индекс библиотеки трасс %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a readable track library index: %2</source>
        <translation>%1 — не читаемый индекс библиотеки трасс: %2</translation>
    </message>
    <message>
        <source>%1 is an SQLite database, but not a Pacenotes track library index.</source>
        <translation>%1 — база данных SQLite, но не индекс библиотеки трасс Pacenotes.</translation>
    </message>
    <message>
        <source>The track library index %1 was written by a newer Pacenotes.</source>
        <translation>Индекс библиотеки трасс %1 записан более новой версией Pacenotes.</translation>
    </message>
    <message>
        <source>The track library index %1 is damaged: %2</source>
        <translation>Индекс библиотеки трасс %1 повреждён: %2</translation>
    </message>
    <message>
        <source>Cannot prepare the track library index: %1</source>
        <translation>Не удаётся подготовить индекс библиотеки трасс: %1</translation>
    </message>
    <message>
        <source>Cannot create the track library index: %1</source>
        <translation>Не удаётся создать индекс библиотеки трасс: %1</translation>
    </message>
    <message>
        <source>The track library index is not open.</source>
        <translation>Индекс библиотеки трасс не открыт.</translation>
    </message>
    <message>
        <source>Cannot read the track library index: %1</source>
        <translation>Не удаётся прочитать индекс библиотеки трасс: %1</translation>
    </message>
    <message>
        <source>Cannot write the track library index: %1</source>
        <translation>Не удаётся записать индекс библиотеки трасс: %1</translation>
    </message>
</context>
<context>
    <name>LibraryEntry</name>
    <message>
        <source>Unreadable</source>
        <translation>Не читается</translation>
    </message>
    <message>
        <source>Rulebook list</source>
        <translation>Список из правил</translation>
    </message>
    <message>
        <source>Circuit</source>
        <translation>Кольцевая трасса</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Спецучасток</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Не закончена</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Из правил</translation>
    </message>
    <message>
        <source>My tracks</source>
        <translation>Мои трассы</translation>
    </message>
    <message>
        <source>Opened</source>
        <translation>Открытые</translation>
    </message>
</context>
<context>
    <name>Pacenotes::BoxesDialog</name>
    <message>
        <source>My Boxes</source>
        <translation>Мои коробки</translation>
    </message>
    <message>
        <source>How many of each box do you own? The palette counts the tiles still free and the checks report tiles used more often than your boxes hold.</source>
        <translation>Сколько у вас каждой коробки? Палитра считает свободные фрагменты, а проверка сообщает о фрагментах, использованных чаще, чем их есть в ваших коробках.</translation>
    </message>
    <message numerus="yes">
        <source>%n physical tile(s) per box</source>
        <translation>
            <numerusform>%n фрагмент в коробке</numerusform>
            <numerusform>%n фрагмента в коробке</numerusform>
            <numerusform>%n фрагментов в коробке</numerusform>
        </translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ни одной</translation>
    </message>
    <message>
        <source>One of Each</source>
        <translation>По одной каждой</translation>
    </message>
    <message numerus="yes">
        <source>In all: %n physical tile(s).</source>
        <translation>
            <numerusform>Всего: %n фрагмент.</numerusform>
            <numerusform>Всего: %n фрагмента.</numerusform>
            <numerusform>Всего: %n фрагментов.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pacenotes::DesignerActions</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>В&amp;ырезать</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Вст&amp;авить</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Выделить &amp;всё</translation>
    </message>
    <message>
        <source>&amp;Rotate Clockwise</source>
        <translation>Повернуть по &amp;часовой стрелке</translation>
    </message>
    <message>
        <source>Rotate C&amp;ounter-clockwise</source>
        <translation>Повернуть п&amp;ротив часовой стрелки</translation>
    </message>
    <message>
        <source>&amp;Flip to the Other Side</source>
        <translation>&amp;Перевернуть на другую сторону</translation>
    </message>
    <message>
        <source>&amp;Select and Move</source>
        <translation>&amp;Выбор и перемещение</translation>
    </message>
    <message>
        <source>Select and move tiles (S)</source>
        <translation>Выбирать и перемещать фрагменты (S)</translation>
    </message>
    <message>
        <source>&amp;Place Tile</source>
        <translation>&amp;Укладка фрагмента</translation>
    </message>
    <message>
        <source>Place the tile chosen in the palette (P)</source>
        <translation>Укладывать фрагмент, выбранный в палитре (P)</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <translation>&amp;Стирание</translation>
    </message>
    <message>
        <source>Remove tiles by clicking or dragging over them (E)</source>
        <translation>Убирать фрагменты щелчком или протягиванием по ним (E)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Увеличить</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>У&amp;меньшить</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Исходный масштаб</translation>
    </message>
    <message>
        <source>&amp;Fit Track in View</source>
        <translation>&amp;Показать трассу целиком</translation>
    </message>
    <message>
        <source>Hex &amp;Grid</source>
        <translation>Шестиугольная &amp;сетка</translation>
    </message>
    <message>
        <source>Tile &amp;Labels</source>
        <translation>&amp;Номера фрагментов</translation>
    </message>
    <message>
        <source>&amp;Course Arrows</source>
        <translation>Стрелки &amp;маршрута</translation>
    </message>
    <message>
        <source>Rotate Track &amp;Clockwise</source>
        <translation>Повернуть трассу по &amp;часовой стрелке</translation>
    </message>
    <message>
        <source>Rotate Track C&amp;ounter-clockwise</source>
        <translation>Повернуть трассу п&amp;ротив часовой стрелки</translation>
    </message>
    <message>
        <source>C&amp;entre Track</source>
        <translation>От&amp;центрировать трассу</translation>
    </message>
    <message>
        <source>Move the whole track so that its middle is at the centre of the table</source>
        <translation>Сдвинуть всю трассу так, чтобы её середина оказалась в центре стола</translation>
    </message>
</context>
<context>
    <name>Pacenotes::DesignerEditor</name>
    <message>
        <source>Choose a tile in the palette first.</source>
        <translation>Сначала выберите фрагмент в палитре.</translation>
    </message>
    <message>
        <source>The course has no open end. Select a tile with an open road end, or drag the tile onto the table.</source>
        <translation>У трассы нет открытого конца. Выделите фрагмент с незамкнутой дорогой или перетащите фрагмент на стол.</translation>
    </message>
    <message>
        <source>Tile %1 has no road to continue the course with; drag it onto the table instead.</source>
        <translation>У фрагмента %1 нет дороги, которой можно продолжить трассу; перетащите его на стол.</translation>
    </message>
    <message>
        <source>Tile %1 cannot turn that way here; it was placed the way it fits.</source>
        <translation>Фрагмент %1 не может повернуть сюда; он уложен так, как подходит.</translation>
    </message>
    <message>
        <source>Tile %1 does not match the open end (lanes or skew); see the marks.</source>
        <translation>Фрагмент %1 не стыкуется с открытым концом (полосы или косой край); см. отметки.</translation>
    </message>
    <message>
        <source>Appended %1.</source>
        <translation>Добавлен %1.</translation>
    </message>
    <message>
        <source>Replace tile %1 with %2</source>
        <translation>Заменить фрагмент %1 на %2</translation>
    </message>
    <message>
        <source>This tile is the same on both sides.</source>
        <translation>У этого фрагмента обе стороны одинаковы.</translation>
    </message>
    <message>
        <source>There is a tile in the way: tiles cannot lie on top of each other.</source>
        <translation>Мешает другой фрагмент: фрагменты не кладут друг на друга.</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n tile(s).</source>
        <translation>
            <numerusform>Скопирован %n фрагмент.</numerusform>
            <numerusform>Скопировано %n фрагмента.</numerusform>
            <numerusform>Скопировано %n фрагментов.</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no tiles.</source>
        <translation>В буфере обмена нет фрагментов.</translation>
    </message>
    <message>
        <source>There is no free room near here for the pasted tiles.</source>
        <translation>Рядом нет свободного места для вставляемых фрагментов.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::FileController</name>
    <message>
        <source>Unsaved Changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them first?</source>
        <translation>В «%1» есть несохранённые изменения. Сохранить их?</translation>
    </message>
    <message>
        <source>&amp;New Track</source>
        <translation>&amp;Новая трасса</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Импорт…</translation>
    </message>
    <message>
        <source>Read a track made with Rekee or the Rallyman Track Editor (.rgt)</source>
        <translation>Прочитать трассу, сделанную в Rekee или в Rallyman Track Editor (.rgt)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Недавние</translation>
    </message>
    <message>
        <source>New track.</source>
        <translation>Новая трасса.</translation>
    </message>
    <message>
        <source>Open Track</source>
        <translation>Открыть трассу</translation>
    </message>
    <message>
        <source>Tracks (*.pacenotes *.json *.rgt);;Pacenotes tracks (*.pacenotes *.json);;Rallyman Track Editor (*.rgt);;All files (*)</source>
        <translation>Трассы (*.pacenotes *.json *.rgt);;Трассы Pacenotes (*.pacenotes *.json);;Rallyman Track Editor (*.rgt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Import Track</source>
        <translation>Импорт трассы</translation>
    </message>
    <message>
        <source>Rekee and Rallyman Track Editor tracks (*.json *.rgt);;All files (*)</source>
        <translation>Трассы Rekee и Rallyman Track Editor (*.json *.rgt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Cannot Open Track</source>
        <translation>Не удаётся открыть трассу</translation>
    </message>
    <message>
        <source>Imported %1. Save it as a Pacenotes track to keep your changes.</source>
        <translation>Импортирован файл %1. Сохраните его как трассу Pacenotes, чтобы не потерять изменения.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>Открыт файл %1.</translation>
    </message>
    <message>
        <source>Track Imported with Changes</source>
        <translation>Трасса импортирована с изменениями</translation>
    </message>
    <message>
        <source>Cannot Save Track</source>
        <translation>Не удаётся сохранить трассу</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Сохранено: %1.</translation>
    </message>
    <message>
        <source>track</source>
        <translation>трасса</translation>
    </message>
    <message>
        <source>Pacenotes track (*.pacenotes)</source>
        <translation>Трасса Pacenotes (*.pacenotes)</translation>
    </message>
    <message>
        <source>Pacenotes track JSON (*.json)</source>
        <translation>Трасса Pacenotes в JSON (*.json)</translation>
    </message>
    <message>
        <source>Save Track As</source>
        <translation>Сохранить трассу как</translation>
    </message>
    <message>
        <source>No recent tracks</source>
        <translation>Нет недавних трасс</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Очистить список</translation>
    </message>
</context>
<context>
    <name>Pacenotes::GearPad</name>
    <message>
        <source>Dry (D)</source>
        <translation>Сухо (С)</translation>
    </message>
    <message>
        <source>Wet (W)</source>
        <translation>Дождь (Д)</translation>
    </message>
    <message>
        <source>The turn ended in gear %1: adds %2 (key %3)</source>
        <translation>Ход закончен на передаче %1: добавляет %2 (клавиша %3)</translation>
    </message>
    <message>
        <source>Gear %1</source>
        <translation>Передача %1</translation>
    </message>
    <message>
        <source>Weather of the next turn:</source>
        <translation>Погода следующего хода:</translation>
    </message>
    <message>
        <source>Tap the gear each turn ends in:</source>
        <translation>Нажимайте передачу, на которой закончен каждый ход:</translation>
    </message>
</context>
<context>
    <name>Pacenotes::LapsBestsModel</name>
    <message>
        <source>Track</source>
        <translation>Трасса</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Пилот</translation>
    </message>
    <message>
        <source>Car</source>
        <translation>Автомобиль</translation>
    </message>
    <message>
        <source>Tires</source>
        <translation>Шины</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Лучшее время</translation>
    </message>
    <message>
        <source>Set on</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Laps</source>
        <translation>Круги</translation>
    </message>
</context>
<context>
    <name>Pacenotes::LapsHistoryModel</name>
    <message>
        <source>In progress</source>
        <translation>Идёт</translation>
    </message>
    <message>
        <source>Personal best</source>
        <translation>Личный рекорд</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Закончен</translation>
    </message>
    <message>
        <source>The best final time of %1 on %2 with %3 and %4 tires.</source>
        <translation>Лучший результат гонки: %1, трасса %2, %3, шины: %4.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Трасса</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Пилот</translation>
    </message>
    <message>
        <source>Car</source>
        <translation>Автомобиль</translation>
    </message>
    <message>
        <source>Tires</source>
        <translation>Шины</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Погода</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Track time</source>
        <translation>Время трассы</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>Концентрация</translation>
    </message>
    <message>
        <source>Final time</source>
        <translation>Результат гонки</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
</context>
<context>
    <name>Pacenotes::LayoutController</name>
    <message>
        <source>Lay &amp;Out for Me…</source>
        <translation>&amp;Разложить за меня…</translation>
    </message>
    <message>
        <source>Find the layouts a tile list makes and put one on the table</source>
        <translation>Найти раскладки, которые даёт список фрагментов, и выложить одну на стол</translation>
    </message>
</context>
<context>
    <name>Pacenotes::LayoutDialog</name>
    <message>
        <source>Lay Out for Me</source>
        <translation>Разложить за меня</translation>
    </message>
    <message>
        <source>&amp;Apply to the Track</source>
        <translation>&amp;Применить к трассе</translation>
    </message>
    <message>
        <source>Put the chosen layout on the table (one step: Undo takes it back)</source>
        <translation>Выложить выбранную раскладку на стол (одним шагом: «Отменить» вернёт всё как было)</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Фрагменты</translation>
    </message>
    <message>
        <source>The track&apos;s tile list</source>
        <translation>Список фрагментов трассы</translation>
    </message>
    <message>
        <source>The tiles on the table</source>
        <translation>Фрагменты на столе</translation>
    </message>
    <message>
        <source>The tiles on the table and the palette&apos;s free tiles</source>
        <translation>Фрагменты на столе и свободные фрагменты палитры</translation>
    </message>
    <message>
        <source>A list I type</source>
        <translation>Мой список (ввести)</translation>
    </message>
    <message>
        <source>The palette&apos;s free tiles are those it shows with its current filters: filter it by box, game or lanes first</source>
        <translation>Свободные фрагменты палитры — те, что она показывает с текущими фильтрами: сначала отфильтруйте её по коробке, игре или полосам</translation>
    </message>
    <message>
        <source>e.g. 102b, 103b, 2x105b, 101</source>
        <translation>например, 102b, 103b, 2x105b, 101</translation>
    </message>
    <message>
        <source>%1: a circuit</source>
        <translation>%1: кольцевая трасса</translation>
    </message>
    <message>
        <source>%1: a stage (an RX circuit with one start/finish tile)</source>
        <translation>%1: спецучасток (RX-трасса, если фрагмент старта/финиша один)</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>Откуд&amp;а:</translation>
    </message>
    <message>
        <source>&amp;Tiles:</source>
        <translation>&amp;Фрагменты:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>&amp;Keep the placed tiles, complete the rest</source>
        <translation>Оставить у&amp;ложенные фрагменты, достроить остальное</translation>
    </message>
    <message>
        <source>The tiles already on the table stay exactly where they are; the layouts complete the course around them</source>
        <translation>Фрагменты, уже лежащие на столе, остаются точно на своих местах; раскладки достраивают трассу вокруг них</translation>
    </message>
    <message>
        <source>Use any &amp;subset of at least</source>
        <translation>Любая &amp;часть списка, не меньше</translation>
    </message>
    <message>
        <source>Invent new tracks: any part of the list that closes, with at least this many tiles on the course</source>
        <translation>Придумать новые трассы: любая часть списка, которая замыкается, с не меньшим числом фрагментов на трассе</translation>
    </message>
    <message>
        <source> tiles</source>
        <translation> фрагм.</translation>
    </message>
    <message>
        <source>Table at &amp;most</source>
        <translation>Стол не &amp;больше</translation>
    </message>
    <message>
        <source> cm</source>
        <translation> см</translation>
    </message>
    <message>
        <source>A tile&apos;s width across the flat sides. No source states it: %1 cm is an assumption; measure one of your tiles.</source>
        <translation>Ширина фрагмента между параллельными сторонами. Ни один источник её не указывает: %1 см — допущение; измерьте свой фрагмент.</translation>
    </message>
    <message>
        <source>Smallest table</source>
        <translation>Самый маленький стол</translation>
    </message>
    <message>
        <source>Longest straight</source>
        <translation>Самая длинная прямая</translation>
    </message>
    <message>
        <source>Most corners in a row</source>
        <translation>Больше всего поворотов подряд</translation>
    </message>
    <message>
        <source>&amp;Count every shape (slow for stages)</source>
        <translation>&amp;Сосчитать все формы (медленно для спецучастков)</translation>
    </message>
    <message>
        <source>Without it, stages, subsets and circuits of more than %1 course tiles only look for the best layouts, which is much faster</source>
        <translation>Без этого для спецучастков, частей списка и трасс длиннее %1 фрагментов ищутся только лучшие раскладки, что намного быстрее</translation>
    </message>
    <message>
        <source>Tile &amp;width:</source>
        <translation>&amp;Ширина фрагмента:</translation>
    </message>
    <message>
        <source>&amp;Rank by:</source>
        <translation>Поря&amp;док:</translation>
    </message>
    <message>
        <source>La&amp;youts to keep:</source>
        <translation>Сколько раскладок по&amp;казать:</translation>
    </message>
    <message>
        <source>&amp;Lay Out</source>
        <translation>&amp;Разложить</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Остановить</translation>
    </message>
    <message>
        <source>Stop searching and keep the best layouts found so far</source>
        <translation>Остановить поиск и оставить лучшие из уже найденных раскладок</translation>
    </message>
    <message>
        <source>Layouts found</source>
        <translation>Найденные раскладки</translation>
    </message>
    <message>
        <source>a stage</source>
        <translation>спецучасток</translation>
    </message>
    <message>
        <source>a circuit</source>
        <translation>кольцевая трасса</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s), %1 on the course: %2.</source>
        <translation>
            <numerusform>%n фрагмент, на трассе %1: %2.</numerusform>
            <numerusform>%n фрагмента, на трассе %1: %2.</numerusform>
            <numerusform>%n фрагментов, на трассе %1: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The list is empty.</source>
        <translation>Список пуст.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Остановка…</translation>
    </message>
    <message>
        <source>Searching: %1 layouts found, %2 s.</source>
        <translation>Поиск: найдено раскладок — %1, %2 с.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Почему:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Note:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Примечание:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Stopped after %1 s.</source>
        <translation>Остановлено через %1 с.</translation>
    </message>
    <message>
        <source>Done in %1 s.</source>
        <translation>Готово за %1 с.</translation>
    </message>
    <message>
        <source>&lt;b&gt;These tiles cannot be laid out automatically.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Эти фрагменты нельзя разложить автоматически.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;No layout found.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Раскладка не найдена.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stopped before any layout was found.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Остановлено раньше, чем нашлась хотя бы одна раскладка.&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Stopped:&lt;/b&gt; the best %n layout(s) found so far, not proven the best.</source>
        <translation>
            <numerusform>&lt;b&gt;Остановлено:&lt;/b&gt; лучшая %n из найденных раскладок, не обязательно лучшая вообще.</numerusform>
            <numerusform>&lt;b&gt;Остановлено:&lt;/b&gt; лучшие %n из найденных раскладок, не обязательно лучшие вообще.</numerusform>
            <numerusform>&lt;b&gt;Остановлено:&lt;/b&gt; лучшие %n из найденных раскладок, не обязательно лучшие вообще.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n distinct shape(s)&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n различная форма&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n различные формы&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n различных форм&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 counting mirror images and the same course driven the other way once)</source>
        <translation>(%1, если считать один раз зеркальные отражения и ту же трассу в обратном направлении)</translation>
    </message>
    <message numerus="yes">
        <source>showing the best %n.</source>
        <translation>
            <numerusform>показана лучшая %n.</numerusform>
            <numerusform>показаны лучшие %n.</numerusform>
            <numerusform>показаны лучшие %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;The best %n layout(s)&lt;/b&gt; (not every shape counted: tick “Count every shape” to count them).</source>
        <translation>
            <numerusform>&lt;b&gt;Лучшая %n раскладка&lt;/b&gt; (сосчитаны не все формы: отметьте «Сосчитать все формы»).</numerusform>
            <numerusform>&lt;b&gt;Лучшие %n раскладки&lt;/b&gt; (сосчитаны не все формы: отметьте «Сосчитать все формы»).</numerusform>
            <numerusform>&lt;b&gt;Лучшие %n раскладок&lt;/b&gt; (сосчитаны не все формы: отметьте «Сосчитать все формы»).</numerusform>
        </translation>
    </message>
    <message>
        <source>With each way to place the lane-width tiles on the same cells counted: %1.</source>
        <translation>Если считать по отдельности каждый способ положить фрагменты со сменой ширины на те же клетки: %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Layout %1&lt;/b&gt;: table %2 × %3 cm, %4% covered by tiles; %5 tiles on the course, %6 corners; longest straight %7, corners in a row %8.</source>
        <translation>&lt;b&gt;Раскладка %1&lt;/b&gt;: стол %2 × %3 см, фрагменты занимают %4%; фрагментов на трассе: %5, поворотов: %6; самая длинная прямая %7, поворотов подряд %8.</translation>
    </message>
    <message>
        <source>Interchangeable tiles (%1 ways to order them on this shape): %2.</source>
        <translation>Взаимозаменяемые фрагменты (вариантов их порядка на этой форме: %1): %2.</translation>
    </message>
    <message>
        <source>The lane-width tiles can lie in %1 different places on these cells.</source>
        <translation>Фрагменты со сменой ширины могут лежать на этих клетках в %1 разных местах.</translation>
    </message>
    <message>
        <source>Turns from the start: %1</source>
        <translation>Повороты от старта: %1</translation>
    </message>
    <message>
        <source>The tiles on the table have changed since this search: applying replaces them all.</source>
        <translation>Фрагменты на столе изменились после этого поиска: применение заменит их все.</translation>
    </message>
    <message>
        <source>Another track was opened: search again for this one.</source>
        <translation>Открыта другая трасса: запустите поиск для неё заново.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::LayoutResultModel</name>
    <message>
        <source>%1. %2 × %3 cm</source>
        <translation>%1. %2 × %3 см</translation>
    </message>
    <message numerus="yes">
        <source>Table %1 × %2 cm, %3% covered by tiles; longest straight %4, corners in a row %5; %n order(s) of the interchangeable tiles</source>
        <translation>
            <numerusform>Стол %1 × %2 см, фрагменты занимают %3%; самая длинная прямая %4, поворотов подряд %5; %n порядок взаимозаменяемых фрагментов</numerusform>
            <numerusform>Стол %1 × %2 см, фрагменты занимают %3%; самая длинная прямая %4, поворотов подряд %5; %n порядка взаимозаменяемых фрагментов</numerusform>
            <numerusform>Стол %1 × %2 см, фрагменты занимают %3%; самая длинная прямая %4, поворотов подряд %5; %n порядков взаимозаменяемых фрагментов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pacenotes::LayoutThumbnailDelegate</name>
    <message>
        <source>straight %1 · corners in a row %2</source>
        <translation>прямая %1 · поворотов подряд %2</translation>
    </message>
</context>
<context>
    <name>Pacenotes::LibraryModel</name>
    <message numerus="yes">
        <source>%1 · %n problem(s)</source>
        <translation>
            <numerusform>%1 · %n проблема</numerusform>
            <numerusform>%1 · %n проблемы</numerusform>
            <numerusform>%1 · %n проблем</numerusform>
        </translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>автор: %1</translation>
    </message>
    <message>
        <source>Built into Pacenotes (from the rulebook)</source>
        <translation>Встроена в Pacenotes (из правил)</translation>
    </message>
    <message>
        <source>First problem: %1</source>
        <translation>Первая проблема: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n tile(s)</source>
        <translation>
            <numerusform>%1 · %n фрагмент</numerusform>
            <numerusform>%1 · %n фрагмента</numerusform>
            <numerusform>%1 · %n фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Фрагменты</translation>
    </message>
    <message>
        <source>Validity</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Где</translation>
    </message>
</context>
<context>
    <name>Pacenotes::LibraryPanel</name>
    <message>
        <source>&amp;Add Folder…</source>
        <translation>&amp;Добавить папку…</translation>
    </message>
    <message>
        <source>Remove “%1” from Library</source>
        <translation>Убрать «%1» из библиотеки</translation>
    </message>
    <message>
        <source>&amp;Rescan</source>
        <translation>&amp;Пересканировать</translation>
    </message>
    <message>
        <source>Add a Folder of Tracks</source>
        <translation>Добавить папку с трассами</translation>
    </message>
    <message>
        <source>Search title, author, tile…</source>
        <translation>Поиск: название, автор, фрагмент…</translation>
    </message>
    <message>
        <source>Every word must appear in the title, the author, a tile id (103b) or the file name</source>
        <translation>Каждое слово должно встречаться в названии, имени автора, номере фрагмента (103b) или имени файла</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Все игры</translation>
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
        <source>All tracks</source>
        <translation>Все трассы</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Из правил</translation>
    </message>
    <message>
        <source>My tracks</source>
        <translation>Мои трассы</translation>
    </message>
    <message>
        <source>The tracks printed in the rulebooks, or your own</source>
        <translation>Трассы из книг правил или ваши собственные</translation>
    </message>
    <message>
        <source>Show as a table</source>
        <translation>Показать таблицей</translation>
    </message>
    <message>
        <source>Library folders</source>
        <translation>Папки библиотеки</translation>
    </message>
    <message numerus="yes">
        <source>%n track(s)</source>
        <translation>
            <numerusform>%n трасса</numerusform>
            <numerusform>%n трассы</numerusform>
            <numerusform>%n трасс</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n track(s)</source>
        <translation>
            <numerusform>%1 из %n трассы</numerusform>
            <numerusform>%1 из %n трасс</numerusform>
            <numerusform>%1 из %n трасс</numerusform>
        </translation>
    </message>
    <message>
        <source>scanning…</source>
        <translation>сканирование…</translation>
    </message>
    <message>
        <source>Add a folder of your own tracks with the folder button.</source>
        <translation>Добавьте папку со своими трассами кнопкой с папкой.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be read.</source>
        <translation>Папку %1 не удаётся прочитать.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>Show in &amp;Folder</source>
        <translation>Показать в &amp;папке</translation>
    </message>
    <message>
        <source>&amp;Remove Folder “%1” from Library</source>
        <translation>&amp;Убрать папку «%1» из библиотеки</translation>
    </message>
    <message>
        <source>R&amp;escan</source>
        <translation>Пере&amp;сканировать</translation>
    </message>
</context>
<context>
    <name>Pacenotes::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
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
        <source>About Pacenotes</source>
        <translation>О программе Pacenotes</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Track</source>
        <translation>&amp;Трасса</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Панели</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>Use My Tile &amp;Pictures…</source>
        <translation>Мои &amp;фотографии фрагментов…</translation>
    </message>
    <message>
        <source>Show your own pictures of your tiles, from a folder of files named by tile side (103b.png)</source>
        <translation>Показывать ваши собственные снимки фрагментов из папки с файлами, названными по стороне фрагмента (103b.png)</translation>
    </message>
    <message>
        <source>Use &amp;Drawn Tiles</source>
        <translation>&amp;Рисованные фрагменты</translation>
    </message>
    <message>
        <source>Track &amp;Properties…</source>
        <translation>&amp;Свойства трассы…</translation>
    </message>
    <message>
        <source>My &amp;Boxes…</source>
        <translation>Мои &amp;коробки…</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Панель инструментов</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Фрагменты</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Журнал правок</translation>
    </message>
    <message>
        <source>%1[*] — Pacenotes</source>
        <translation>%1[*] — Pacenotes</translation>
    </message>
    <message>
        <source>Folder of Tile Pictures</source>
        <translation>Папка со снимками фрагментов</translation>
    </message>
    <message>
        <source>No Tile Pictures</source>
        <translation>Нет снимков фрагментов</translation>
    </message>
    <message>
        <source>No pictures named by tile side (like 103b.png or 205A.jpg) were found in %1.</source>
        <translation>В папке %1 не найдено изображений, названных по стороне фрагмента (например, 103b.png или 205A.jpg).</translation>
    </message>
    <message numerus="yes">
        <source>Showing your pictures of %n tile side(s); the others are drawn.</source>
        <translation>
            <numerusform>Показан ваш снимок %n стороны фрагмента; остальные нарисованы.</numerusform>
            <numerusform>Показаны ваши снимки %n сторон фрагментов; остальные нарисованы.</numerusform>
            <numerusform>Показаны ваши снимки %n сторон фрагментов; остальные нарисованы.</numerusform>
        </translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>The new language is used from the next start of Pacenotes.</source>
        <translation>Новый язык будет использован при следующем запуске Pacenotes.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Pacenotes %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A companion and track designer for the board games Rallyman: GT and Rallyman: DIRT.&lt;/p&gt;&lt;p&gt;Tile facts: Rekee by Tobias Rapp (github.com/t-rapp/rekee), re-encoded. Rallyman is a trademark of Holy Grail Games; no publisher artwork is used: tiles are drawn from their facts.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pacenotes %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Помощник и редактор трасс для настольных игр Rallyman: GT и Rallyman: DIRT.&lt;/p&gt;&lt;p&gt;Сведения о фрагментах: Rekee, автор Tobias Rapp (github.com/t-rapp/rekee), в нашей записи. Rallyman — товарный знак Holy Grail Games; изображения издателя не используются: фрагменты нарисованы по их описанию.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Трасса</translation>
    </message>
    <message>
        <source>&lt;start&gt;</source>
        <translation>&lt;начало&gt;</translation>
    </message>
    <message>
        <source>Track Library</source>
        <translation>Библиотека трасс</translation>
    </message>
    <message>
        <source>Track library: the rulebook&apos;s tracks and yours</source>
        <translation>Библиотека трасс: трассы из правил и ваши</translation>
    </message>
    <message>
        <source>Track &amp;Library…</source>
        <translation>&amp;Библиотека трасс…</translation>
    </message>
</context>
<context>
    <name>Pacenotes::PalettePanel</name>
    <message>
        <source>Show the whole catalog</source>
        <translation>Показать весь каталог</translation>
    </message>
    <message>
        <source>Tile palette</source>
        <translation>Палитра фрагментов</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Все игры</translation>
    </message>
    <message>
        <source>All boxes</source>
        <translation>Все коробки</translation>
    </message>
    <message>
        <source>Any lanes</source>
        <translation>Любые полосы</translation>
    </message>
    <message>
        <source>2 lanes</source>
        <translation>2 полосы</translation>
    </message>
    <message>
        <source>3 lanes</source>
        <translation>3 полосы</translation>
    </message>
    <message>
        <source>4 lanes</source>
        <translation>4 полосы</translation>
    </message>
    <message>
        <source>Any terrain</source>
        <translation>Любое покрытие</translation>
    </message>
    <message>
        <source>Any danger</source>
        <translation>Любая опасность</translation>
    </message>
    <message>
        <source>Search: id, marking, terrain…</source>
        <translation>Поиск: номер, отметка, покрытие…</translation>
    </message>
    <message>
        <source>Only tiles I own</source>
        <translation>Только мои фрагменты</translation>
    </message>
    <message>
        <source>My Boxes…</source>
        <translation>Мои коробки…</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Box or expansion</source>
        <translation>Коробка или дополнение</translation>
    </message>
    <message>
        <source>Tiles with a road edge of this many lanes</source>
        <translation>Фрагменты с краем дороги на столько полос</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Покрытие</translation>
    </message>
    <message>
        <source>Danger level</source>
        <translation>Уровень опасности</translation>
    </message>
    <message>
        <source>this track</source>
        <translation>этой трассы</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tile list of %1&lt;/b&gt;: %2 of %3 placed</source>
        <translation>&lt;b&gt;Список фрагментов: %1&lt;/b&gt; — уложено %2 из %3</translation>
    </message>
    <message>
        <source>Lay Out for Me…</source>
        <translation>Разложить за меня…</translation>
    </message>
    <message>
        <source>Find the layouts this list makes and put one on the table</source>
        <translation>Найти раскладки, которые даёт этот список, и выложить одну на стол</translation>
    </message>
</context>
<context>
    <name>Pacenotes::ProblemsPanel</name>
    <message>
        <source>Problems</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#2e8b46&apos;&gt;✔&lt;/span&gt; No problems: the track is valid.</source>
        <translation>&lt;span style=&apos;color:#2e8b46&apos;&gt;✔&lt;/span&gt; Проблем нет: трасса верна.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n предупреждение</numerusform>
            <numerusform>%n предупреждения</numerusform>
            <numerusform>%n предупреждений</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>Pacenotes::RallyDocument</name>
    <message>
        <source>“%1” is not a stage time: write minutes and seconds as m:ss, for example 4:07.</source>
        <translation>«%1» — не время спецучастка: запишите минуты и секунды как м:сс, например 4:07.</translation>
    </message>
    <message>
        <source>“%1” is not a stage time: %2</source>
        <translation>«%1» — не время спецучастка: %2</translation>
    </message>
    <message>
        <source>There is no such player or stage on this sheet.</source>
        <translation>На этом листе нет такого игрока или спецучастка.</translation>
    </message>
    <message numerus="yes">
        <source>A rally has at most %n stage(s).</source>
        <translation>
            <numerusform>В ралли не больше %n спецучастка.</numerusform>
            <numerusform>В ралли не больше %n спецучастков.</numerusform>
            <numerusform>В ралли не больше %n спецучастков.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no stage %1 on this sheet.</source>
        <translation>На этом листе нет спецучастка %1.</translation>
    </message>
    <message>
        <source>A rally needs at least one stage.</source>
        <translation>В ралли должен быть хотя бы один спецучасток.</translation>
    </message>
    <message>
        <source>The stage name is too long (at most %1 characters).</source>
        <translation>Название спецучастка слишком длинное (не больше %1 символов).</translation>
    </message>
    <message numerus="yes">
        <source>A rally has at most %n player(s).</source>
        <translation>
            <numerusform>В ралли не больше %n игрока.</numerusform>
            <numerusform>В ралли не больше %n игроков.</numerusform>
            <numerusform>В ралли не больше %n игроков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>The name is too long (at most %1 characters).</source>
        <translation>Имя слишком длинное (не больше %1 символов).</translation>
    </message>
    <message>
        <source>There is no player %1 on this sheet.</source>
        <translation>На этом листе нет игрока %1.</translation>
    </message>
    <message>
        <source>A rally needs at least one player.</source>
        <translation>В ралли должен быть хотя бы один игрок.</translation>
    </message>
    <message>
        <source>A player needs a name.</source>
        <translation>У игрока должно быть имя.</translation>
    </message>
    <message>
        <source>There is no such player on this sheet.</source>
        <translation>На этом листе нет такого игрока.</translation>
    </message>
    <message>
        <source>Penalty tokens need the Checkpoints rule: switch it on for this rally first.</source>
        <translation>Штрафные жетоны есть только с правилом контрольных пунктов: сначала включите его для этого ралли.</translation>
    </message>
    <message>
        <source>“%1” is not a number of penalty tokens.</source>
        <translation>«%1» — не число штрафных жетонов.</translation>
    </message>
    <message>
        <source>“%1” is not damage: write the Gear, Coast and Brake tokens as G/C/B, for example 1/0/2 (each 0 to %2).</source>
        <translation>«%1» — не повреждения: запишите жетоны передач, поддержания скорости и торможения как П/С/Т, например 1/0/2 (каждое число от 0 до %2).</translation>
    </message>
</context>
<context>
    <name>Pacenotes::RallyHistoryModel</name>
    <message>
        <source>Untitled rally</source>
        <translation>Ралли без названия</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Закончено</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Идёт</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Ралли</translation>
    </message>
    <message>
        <source>Stages written</source>
        <translation>Записано СУ</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Лидер</translation>
    </message>
    <message>
        <source>Overall time</source>
        <translation>Общее время</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
</context>
<context>
    <name>Pacenotes::RallySheetDelegate</name>
    <message>
        <source>G</source>
        <translation>П</translation>
    </message>
    <message>
        <source>C</source>
        <translation>С</translation>
    </message>
    <message>
        <source>B</source>
        <translation>Т</translation>
    </message>
    <message>
        <source>Gear damage tokens</source>
        <translation>Жетоны повреждения коробки передач</translation>
    </message>
    <message>
        <source>Coast damage tokens</source>
        <translation>Жетоны повреждения двигателя (поддержание скорости)</translation>
    </message>
    <message>
        <source>Brake damage tokens</source>
        <translation>Жетоны повреждения тормозов</translation>
    </message>
    <message>
        <source>m:ss</source>
        <translation>м:сс</translation>
    </message>
    <message>
        <source>The stage time as minutes and seconds, e.g. 4:07. Leave empty to clear.</source>
        <translation>Время спецучастка в минутах и секундах, например 4:07. Оставьте пустым, чтобы стереть.</translation>
    </message>
    <message>
        <source> × 5 s</source>
        <translation> × 5 с</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Y: available</source>
        <translation>Д: есть</translation>
    </message>
    <message>
        <source>N: used</source>
        <translation>Н: использовано</translation>
    </message>
</context>
<context>
    <name>Pacenotes::RallySheetModel</name>
    <message>
        <source>RET %1</source>
        <extracomment>A retired player&apos;s counted stage time (RET = retired).</extracomment>
        <translation>СХОД %1</translation>
    </message>
    <message>
        <source>RET</source>
        <translation>СХОД</translation>
    </message>
    <message>
        <source>%1 × 5 s = +%2</source>
        <translation>%1 × 5 с = +%2</translation>
    </message>
    <message>
        <source>Assistance</source>
        <translation>Сервис</translation>
    </message>
    <message>
        <source>Repaired</source>
        <translation>Ремонт</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Д</translation>
    </message>
    <message>
        <source>N</source>
        <translation>Н</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>№%1</translation>
    </message>
    <message>
        <source>Retired: the slowest finishing time (%1) plus 1:00, plus any penalty.</source>
        <translation>Сход: худшее время финишировавших (%1) плюс 1:00 и штраф, если он есть.</translation>
    </message>
    <message>
        <source>Retired: the time is known once a player has finished this stage.</source>
        <translation>Сход: время станет известно, когда кто-нибудь финиширует на этом спецучастке.</translation>
    </message>
    <message>
        <source>The stage&apos;s final time as m:ss (time cards minus Second tokens).</source>
        <translation>Итоговое время спецучастка как м:сс (карты времени минус жетоны секунды).</translation>
    </message>
    <message>
        <source>Retired from this stage: slowest time + 1 minute; repaired for the next stage.</source>
        <translation>Сход со спецучастка: худшее время + 1 минута; к следующему спецучастку автомобиль отремонтирован.</translation>
    </message>
    <message>
        <source>Checkpoint penalty: 5-second tokens taken after the stage.</source>
        <translation>Штраф контрольного пункта: жетоны по 5 секунд, взятые после спецучастка.</translation>
    </message>
    <message>
        <source>No damage is carried: the car is repaired before the next stage.</source>
        <translation>Повреждения не переносятся: перед следующим спецучастком автомобиль отремонтирован.</translation>
    </message>
    <message>
        <source>Damage tokens carried to the next stage. %1</source>
        <translation>Жетоны повреждений, которые переходят на следующий спецучасток. %1</translation>
    </message>
    <message>
        <source>Spare tire available for the next stage (Y/N).</source>
        <translation>Есть ли запасное колесо на следующий спецучасток (Д/Н).</translation>
    </message>
    <message>
        <source>Provisional: some times of this stage are not written yet.</source>
        <translation>Предварительно: на этом спецучастке записано ещё не всё время.</translation>
    </message>
    <message>
        <source>Overall time after this stage and the position it gives.</source>
        <translation>Общее время после этого спецучастка и место по нему.</translation>
    </message>
    <message>
        <source>Final position; equal times share a position.</source>
        <translation>Итоговое место; при равном времени место делится.</translation>
    </message>
    <message>
        <source>Sum of every stage time.</source>
        <translation>Сумма времён всех спецучастков.</translation>
    </message>
    <message>
        <source>Double-click to rename</source>
        <translation>Дважды щёлкните, чтобы переименовать</translation>
    </message>
</context>
<context>
    <name>Pacenotes::RallySheetWidget</name>
    <message>
        <source>&amp;Checkpoints rule (5-second penalty tokens)</source>
        <translation>Правило &amp;контрольных пунктов (штрафные жетоны по 5 секунд)</translation>
    </message>
    <message>
        <source>Rally name</source>
        <translation>Название ралли</translation>
    </message>
    <message>
        <source>Notes (SISU used, sessions…)</source>
        <translation>Заметки (использован СИСУ, игровые встречи…)</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Ралли</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>D&amp;ate:</source>
        <translation>Д&amp;ата:</translation>
    </message>
    <message>
        <source>Add &amp;Player</source>
        <translation>Добавить &amp;игрока</translation>
    </message>
    <message>
        <source>Add &amp;Stage</source>
        <translation>Добавить &amp;спецучасток</translation>
    </message>
    <message>
        <source>Type times as m:ss. Double-click a name to rename it; right-click a player or a stage for more.</source>
        <translation>Вводите время как м:сс. Дважды щёлкните имя, чтобы переименовать; щёлкните игрока или спецучасток правой кнопкой, чтобы увидеть остальные действия.</translation>
    </message>
    <message>
        <source>Best overall time starts first. The rulebook gives no tie-break: tied players keep their order from the stage before.</source>
        <translation>Первым стартует лучший по общему времени. Правила не говорят, что делать при равенстве: игроки с равным временем сохраняют порядок предыдущего спецучастка.</translation>
    </message>
    <message>
        <source>Not saved to the records: %1</source>
        <translation>Не сохранено в историю: %1</translation>
    </message>
    <message>
        <source>Rename Player</source>
        <translation>Переименовать игрока</translation>
    </message>
    <message>
        <source>Name (driver or team):</source>
        <translation>Имя (пилота или команды):</translation>
    </message>
    <message>
        <source>Stage %1</source>
        <translation>Спецучасток %1</translation>
    </message>
    <message>
        <source>Stage name (optional):</source>
        <translation>Название спецучастка (необязательно):</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Переименовать…</translation>
    </message>
    <message>
        <source>Move Left</source>
        <translation>Сдвинуть влево</translation>
    </message>
    <message>
        <source>Move Right</source>
        <translation>Сдвинуть вправо</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Удалить: %1</translation>
    </message>
    <message>
        <source>Stage %1 Name…</source>
        <translation>Название СУ %1…</translation>
    </message>
    <message>
        <source>Assistance after Stage %1</source>
        <translation>Сервис после СУ %1</translation>
    </message>
    <message>
        <source>The stage has the Assistance tile: repairs and a new spare tire before the next stage.</source>
        <translation>На спецучастке есть фрагмент сервиса: ремонт и новое запасное колесо перед следующим спецучастком.</translation>
    </message>
    <message>
        <source>Remove Stage %1</source>
        <translation>Удалить СУ %1</translation>
    </message>
</context>
<context>
    <name>Pacenotes::RallySheetWindow</name>
    <message>
        <source>Saved in the records (rally %1)</source>
        <translation>Сохранено в истории (ралли %1)</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Не сохранено: %1</translation>
    </message>
    <message>
        <source>Rally Sheet</source>
        <translation>Лист ралли</translation>
    </message>
    <message>
        <source>Rally Sheet — %1</source>
        <translation>Лист ралли — %1</translation>
    </message>
</context>
<context>
    <name>Pacenotes::RallyStartOrderModel</name>
    <message>
        <source>Final classification</source>
        <translation>Итоговая классификация</translation>
    </message>
    <message>
        <source>Start order, stage %1</source>
        <translation>Порядок старта, СУ %1</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>№%1</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>Pos.</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Общее</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>Отставание</translation>
    </message>
</context>
<context>
    <name>Pacenotes::RecordsActions</name>
    <message>
        <source>New &amp;Solo Score Sheet</source>
        <translation>Новая &amp;таблица подсчета (один игрок)</translation>
    </message>
    <message>
        <source>New &amp;Rally Sheet</source>
        <translation>Новый &amp;лист ралли</translation>
    </message>
    <message>
        <source>&amp;History and Personal Bests…</source>
        <translation>&amp;История и личные рекорды…</translation>
    </message>
    <message>
        <source>Print Blank S&amp;core Sheet…</source>
        <translation>Печать пустой таблицы &amp;подсчета…</translation>
    </message>
    <message>
        <source>Print Blank Ra&amp;lly Sheet…</source>
        <translation>Печать пустого листа р&amp;алли…</translation>
    </message>
    <message>
        <source>A GT solo score sheet that adds up your lap as you play.</source>
        <translation>Таблица подсчета GT для одного игрока: считает время круга по ходу игры.</translation>
    </message>
    <message>
        <source>A DIRT rally sheet: stage times, overall times, positions and start order.</source>
        <translation>Лист ралли DIRT: время спецучастков, общее время, места и порядок старта.</translation>
    </message>
    <message>
        <source>Your solo laps, personal bests and rallies.</source>
        <translation>Ваши круги в одиночном режиме, личные рекорды и ралли.</translation>
    </message>
    <message>
        <source>&amp;Records</source>
        <translation>&amp;Протоколы</translation>
    </message>
    <message>
        <source>Records Not Available</source>
        <translation>История недоступна</translation>
    </message>
    <message>
        <source>The records database cannot be opened, so sheets will not be saved.

%1</source>
        <translation>Не удаётся открыть базу истории, поэтому таблицы не будут сохраняться.

%1</translation>
    </message>
    <message>
        <source>Cannot Open the Lap</source>
        <translation>Не удаётся открыть круг</translation>
    </message>
    <message>
        <source>Cannot Open the Rally</source>
        <translation>Не удаётся открыть ралли</translation>
    </message>
</context>
<context>
    <name>Pacenotes::RecordsDatabase</name>
    <message>
        <source>The records database is not open.</source>
        <translation>База истории не открыта.</translation>
    </message>
    <message>
        <source>a %1 row points to a record that does not exist</source>
        <translation>строка в %1 ссылается на несуществующую запись</translation>
    </message>
    <message>
        <source>The records database is damaged: %1</source>
        <translation>База истории повреждена: %1</translation>
    </message>
    <message>
        <source>The SQLite driver for Qt is not installed (package libqt6sql6-sqlite).</source>
        <translation>Драйвер SQLite для Qt не установлен (пакет libqt6sql6-sqlite).</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the records database.</source>
        <translation>Не удаётся создать папку %1 для базы истории.</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 — не файл.</translation>
    </message>
    <message>
        <source>Cannot open the records database %1: %2</source>
        <translation>Не удаётся открыть базу истории %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a readable records database: %2</source>
        <translation>%1 — не читаемая база истории: %2</translation>
    </message>
    <message>
        <source>The records database %1 was written by a newer Pacenotes (schema %2; this version reads up to %3). It was left untouched.</source>
        <translation>База истории %1 записана более новой версией Pacenotes (схема %2; эта версия читает схемы до %3). Файл не изменён.</translation>
    </message>
    <message>
        <source>%1 is an SQLite database, but not Pacenotes records. It was left untouched.</source>
        <translation>%1 — база данных SQLite, но не история Pacenotes. Файл не изменён.</translation>
    </message>
    <message>
        <source>Cannot prepare the records database: %1</source>
        <translation>Не удаётся подготовить базу истории: %1</translation>
    </message>
    <message>
        <source>Cannot back up the records database before updating it: %1</source>
        <translation>Не удаётся сделать резервную копию базы истории перед обновлением: %1</translation>
    </message>
    <message>
        <source>Cannot update the records database: %1</source>
        <translation>Не удаётся обновить базу истории: %1</translation>
    </message>
    <message>
        <source>Cannot update the records database to version %1: %2</source>
        <translation>Не удаётся обновить базу истории до версии %1: %2</translation>
    </message>
    <message>
        <source>The lap was not saved: %1</source>
        <translation>Круг не сохранён: %1</translation>
    </message>
    <message>
        <source>There is no lap number %1 in the records.</source>
        <translation>В истории нет круга номер %1.</translation>
    </message>
    <message>
        <source>The lap was not deleted: %1</source>
        <translation>Круг не удалён: %1</translation>
    </message>
    <message>
        <source>Cannot read the laps: %1</source>
        <translation>Не удаётся прочитать круги: %1</translation>
    </message>
    <message>
        <source>Lap %1 has an unknown car category, tires or weather.</source>
        <translation>У круга %1 неизвестная категория автомобиля, шины или погода.</translation>
    </message>
    <message>
        <source>Lap %1 has a damaged turn list.</source>
        <translation>У круга %1 повреждён список ходов.</translation>
    </message>
    <message>
        <source>Lap %1 is damaged: %2</source>
        <translation>Круг %1 повреждён: %2</translation>
    </message>
    <message>
        <source>The rally was not saved: %1</source>
        <translation>Ралли не сохранено: %1</translation>
    </message>
    <message>
        <source>There is no rally number %1 in the records.</source>
        <translation>В истории нет ралли номер %1.</translation>
    </message>
    <message>
        <source>The rally was not deleted: %1</source>
        <translation>Ралли не удалено: %1</translation>
    </message>
    <message>
        <source>Cannot read the rallies: %1</source>
        <translation>Не удаётся прочитать ралли: %1</translation>
    </message>
    <message>
        <source>Rally %1 is damaged: its stages, players or results do not fit together.</source>
        <translation>Ралли %1 повреждено: его спецучастки, игроки и результаты не согласуются.</translation>
    </message>
    <message>
        <source>Rally %1 is damaged: %2</source>
        <translation>Ралли %1 повреждено: %2</translation>
    </message>
</context>
<context>
    <name>Pacenotes::RecordsHistoryWindow</name>
    <message>
        <source>Finished laps only</source>
        <translation>Только законченные круги</translation>
    </message>
    <message>
        <source>Records — Pacenotes</source>
        <translation>История — Pacenotes</translation>
    </message>
    <message>
        <source>Filter by track or driver</source>
        <translation>Фильтр по трассе или пилоту</translation>
    </message>
    <message>
        <source>Solo &amp;Laps</source>
        <translation>&amp;Круги</translation>
    </message>
    <message>
        <source>Personal &amp;Bests</source>
        <translation>Личные &amp;рекорды</translation>
    </message>
    <message>
        <source>&amp;Rallies</source>
        <translation>Р&amp;алли</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>&amp;Экспорт в CSV…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Протоколы</translation>
    </message>
    <message>
        <source>The records database is not available.</source>
        <translation>База истории недоступна.</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged record(s) left out: %1</source>
        <translation>
            <numerusform>Пропущена %n повреждённая запись: %1</numerusform>
            <numerusform>Пропущены %n повреждённые записи: %1</numerusform>
            <numerusform>Пропущено %n повреждённых записей: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lap(s) shown</source>
        <translation>
            <numerusform>Показан %n круг</numerusform>
            <numerusform>Показано %n круга</numerusform>
            <numerusform>Показано %n кругов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n personal best(s)</source>
        <translation>
            <numerusform>%n личный рекорд</numerusform>
            <numerusform>%n личных рекорда</numerusform>
            <numerusform>%n личных рекордов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rally(s)</source>
        <translation>
            <numerusform>%n ралли</numerusform>
            <numerusform>%n ралли</numerusform>
            <numerusform>%n ралли</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot Print</source>
        <translation>Не удаётся напечатать</translation>
    </message>
    <message>
        <source>Delete this rally from the records?</source>
        <translation>Удалить это ралли из истории?</translation>
    </message>
    <message>
        <source>Delete this lap from the records?</source>
        <translation>Удалить этот круг из истории?</translation>
    </message>
    <message>
        <source>Delete Record</source>
        <translation>Удаление записи</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Это действие нельзя отменить.</translation>
    </message>
    <message>
        <source>Cannot Delete</source>
        <translation>Не удаётся удалить</translation>
    </message>
    <message>
        <source>rallies</source>
        <translation>ралли</translation>
    </message>
    <message>
        <source>solo-laps</source>
        <translation>круги</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Экспорт в CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>Не удаётся экспортировать</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Экспортировано в %1</translation>
    </message>
</context>
<context>
    <name>Pacenotes::SheetMessageBar</name>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>Pacenotes::SheetPrintDialog</name>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4 (210 × 297 мм)</translation>
    </message>
    <message>
        <source>US Letter (8.5 × 11 in)</source>
        <translation>US Letter (8,5 × 11 дюймов)</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Бумага:</translation>
    </message>
    <message>
        <source>Add the checkpoint &amp;penalty rows</source>
        <translation>Добавить строки &amp;штрафов контрольных пунктов</translation>
    </message>
    <message>
        <source>&amp;Stages:</source>
        <translation>&amp;Спецучастки:</translation>
    </message>
    <message>
        <source>A blank sheet to fill in by hand, like the rulebook&apos;s.</source>
        <translation>Пустая таблица для заполнения от руки, как в правилах.</translation>
    </message>
    <message>
        <source>The sheet as filled in, with the computed times.</source>
        <translation>Заполненная таблица с подсчитанным временем.</translation>
    </message>
    <message>
        <source>Pre&amp;view and Print…</source>
        <translation>&amp;Просмотр и печать…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Сохранить в P&amp;DF…</translation>
    </message>
    <message>
        <source>Print %1</source>
        <translation>Печать: %1</translation>
    </message>
    <message>
        <source>Save Sheet as PDF</source>
        <translation>Сохранить таблицу в PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Документы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot Save the Sheet</source>
        <translation>Не удаётся сохранить таблицу</translation>
    </message>
</context>
<context>
    <name>Pacenotes::SheetWindow</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>П&amp;ечать…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Сохранить в P&amp;DF…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>&amp;Sheet</source>
        <translation>&amp;Таблица</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <source>The records database is not available: this sheet is not saved.</source>
        <translation>База истории недоступна: эта таблица не сохраняется.</translation>
    </message>
    <message>
        <source>In the records</source>
        <translation>В истории</translation>
    </message>
    <message>
        <source>Saved in the records as you write</source>
        <translation>Сохраняется в историю по мере заполнения</translation>
    </message>
    <message>
        <source>%1 — Pacenotes</source>
        <translation>%1 — Pacenotes</translation>
    </message>
</context>
<context>
    <name>Pacenotes::SoloLapDocument</name>
    <message>
        <source>The lap is finished. Reopen it to add turns.</source>
        <translation>Круг закончен. Чтобы добавить ходы, снимите отметку «Круг закончен».</translation>
    </message>
    <message numerus="yes">
        <source>A lap has at most %n turn(s).</source>
        <translation>
            <numerusform>В круге не больше %n хода.</numerusform>
            <numerusform>В круге не больше %n ходов.</numerusform>
            <numerusform>В круге не больше %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a gear a turn can end in (6 to 1, 0 or 00).</source>
        <translation>%1 — не передача, на которой может закончиться ход (от 6 до 1, 0 или 00).</translation>
    </message>
    <message>
        <source>Dry and wet turns are only written with random weather.</source>
        <translation>Отметки «сухо» и «дождь» пишутся только при случайной погоде.</translation>
    </message>
    <message>
        <source>There is no turn %1 on this sheet.</source>
        <translation>В этой таблице нет хода %1.</translation>
    </message>
    <message>
        <source>Remove turn %1</source>
        <translation>Удалить ход %1</translation>
    </message>
    <message>
        <source>Write at least one turn before finishing the lap.</source>
        <translation>Прежде чем закончить круг, запишите хотя бы один ход.</translation>
    </message>
    <message>
        <source>The notes are too long (at most %1 characters).</source>
        <translation>Заметки слишком длинные (не больше %1 символов).</translation>
    </message>
</context>
<context>
    <name>Pacenotes::SoloSheetModel</name>
    <message>
        <source>Turn %1 (next): ends in gear %2, adds %3</source>
        <translation>Ход %1 (следующий): закончен на передаче %2, добавляет %3</translation>
    </message>
    <message>
        <source>Turn %1 ended in gear %2</source>
        <translation>Ход %1 закончен на передаче %2</translation>
    </message>
    <message>
        <source>Correct turn %1 to gear %2</source>
        <translation>Исправить ход %1 на передачу %2</translation>
    </message>
    <message>
        <source>T%1</source>
        <extracomment>A turn column on the solo score sheet: T1, T2...</extracomment>
        <translation>T%1</translation>
    </message>
    <message>
        <source>The next turn</source>
        <translation>Следующий ход</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Ход %1</translation>
    </message>
    <message>
        <source>Ending a turn in gear %1 adds %2</source>
        <translation>Ход, законченный на передаче %1, добавляет %2</translation>
    </message>
</context>
<context>
    <name>Pacenotes::SoloSheetWidget</name>
    <message>
        <source>Track name</source>
        <translation>Название трассы</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <source>&amp;Track:</source>
        <translation>&amp;Трасса:</translation>
    </message>
    <message>
        <source>&amp;Driver:</source>
        <translation>&amp;Пилот:</translation>
    </message>
    <message>
        <source>D&amp;ate:</source>
        <translation>Д&amp;ата:</translation>
    </message>
    <message>
        <source>&amp;Car:</source>
        <translation>&amp;Автомобиль:</translation>
    </message>
    <message>
        <source>T&amp;ires:</source>
        <translation>&amp;Шины:</translation>
    </message>
    <message>
        <source>&amp;Weather:</source>
        <translation>П&amp;огода:</translation>
    </message>
    <message>
        <source>Click a box to correct that turn; right-click a turn to remove it.</source>
        <translation>Щёлкните клетку, чтобы исправить ход; щёлкните ход правой кнопкой, чтобы удалить его.</translation>
    </message>
    <message>
        <source>Focus tokens left at the end of the lap: each takes a second off.</source>
        <translation>Жетоны концентрации, оставшиеся в конце круга: каждый отнимает секунду.</translation>
    </message>
    <message>
        <source>Lap &amp;finished (crossed the finish line)</source>
        <translation>Круг &amp;закончен (финишная черта пересечена)</translation>
    </message>
    <message>
        <source>Only finished laps count for personal bests.</source>
        <translation>В личные рекорды идут только законченные круги.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Track time:</source>
        <translation>Время трассы:</translation>
    </message>
    <message>
        <source>F&amp;ocus tokens:</source>
        <translation>Жетоны &amp;концентрации:</translation>
    </message>
    <message>
        <source>Final time:</source>
        <translation>Результат гонки:</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>За&amp;метки:</translation>
    </message>
    <message>
        <source>Not saved to the records: %1</source>
        <translation>Не сохранено в историю: %1</translation>
    </message>
    <message>
        <source>= −%1</source>
        <translation>= −%1</translation>
    </message>
    <message>
        <source>Remove turn %1</source>
        <translation>Удалить ход %1</translation>
    </message>
    <message>
        <source>Turn %1 was dry (D)</source>
        <translation>Ход %1: сухо (С)</translation>
    </message>
    <message>
        <source>Turn %1 was wet (W)</source>
        <translation>Ход %1: дождь (Д)</translation>
    </message>
</context>
<context>
    <name>Pacenotes::SoloSheetWindow</name>
    <message>
        <source>Saved in the records (lap %1)</source>
        <translation>Сохранено в истории (круг %1)</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Не сохранено: %1</translation>
    </message>
    <message>
        <source>Score Sheet</source>
        <translation>Таблица подсчета</translation>
    </message>
    <message>
        <source>Score Sheet — %1</source>
        <translation>Таблица подсчета — %1</translation>
    </message>
</context>
<context>
    <name>Pacenotes::SoloTallyModel</name>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <source>Gear</source>
        <translation>Передача</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Subtotal</source>
        <translation>Итого</translation>
    </message>
</context>
<context>
    <name>Pacenotes::TileCatalogModel</name>
    <message>
        <source>danger level: %1</source>
        <translation>уровень опасности: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1–%2 %3, %n lane(s)</source>
        <translation>
            <numerusform>%1–%2 %3, %n полоса</numerusform>
            <numerusform>%1–%2 %3, %n полосы</numerusform>
            <numerusform>%1–%2 %3, %n полос</numerusform>
        </translation>
    </message>
    <message>
        <source>Markings: %1</source>
        <translation>Отметки: %1</translation>
    </message>
    <message>
        <source>Picture: %1</source>
        <translation>Изображение: %1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>In: %1</source>
        <translation>Где есть: %1</translation>
    </message>
    <message>
        <source>Your boxes hold %1; on the table: %2; free: %3</source>
        <translation>В ваших коробках: %1; на столе: %2; свободно: %3</translation>
    </message>
    <message>
        <source>Tile list: %1 of %2 placed</source>
        <translation>Список фрагментов: уложено %1 из %2</translation>
    </message>
</context>
<context>
    <name>Pacenotes::TrackDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Без названия</translation>
    </message>
</context>
<context>
    <name>Pacenotes::TrackInfoPanel</name>
    <message>
        <source>by %1</source>
        <translation>автор: %1</translation>
    </message>
    <message numerus="yes">
        <source>circuit, %n lap(s)</source>
        <translation>
            <numerusform>кольцо, %n круг</numerusform>
            <numerusform>кольцо, %n круга</numerusform>
            <numerusform>кольцо, %n кругов</numerusform>
        </translation>
    </message>
    <message>
        <source>special stage</source>
        <translation>спецучасток</translation>
    </message>
    <message>
        <source>course not complete yet</source>
        <translation>маршрут ещё не замкнут</translation>
    </message>
    <message>
        <source>no course yet</source>
        <translation>маршрута пока нет</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Маршрут</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Длина</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n фрагмент</numerusform>
            <numerusform>%n фрагмента</numerusform>
            <numerusform>%n фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <source>Race length</source>
        <translation>Длительность гонки</translation>
    </message>
    <message numerus="yes">
        <source>%n road tile(s)</source>
        <translation>
            <numerusform>%n фрагмент трассы</numerusform>
            <numerusform>%n фрагмента трассы</numerusform>
            <numerusform>%n фрагментов трассы</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pit tile(s)</source>
        <translation>
            <numerusform>%n фрагмент пит-стопа</numerusform>
            <numerusform>%n фрагмента пит-стопа</numerusform>
            <numerusform>%n фрагментов пит-стопа</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n filler(s)</source>
        <translation>
            <numerusform>%n декоративный фрагмент</numerusform>
            <numerusform>%n декоративных фрагмента</numerusform>
            <numerusform>%n декоративных фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>На столе</translation>
    </message>
    <message>
        <source>Tile list</source>
        <translation>Список фрагментов</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Boxes needed</source>
        <translation>Нужны коробки</translation>
    </message>
    <message>
        <source>Danger levels</source>
        <translation>Уровни опасности</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Покрытие</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
</context>
<context>
    <name>Pacenotes::TrackLibrary</name>
    <message>
        <source>%1
The library index was set aside as %2 and is being rebuilt from your track files.</source>
        <translation>%1
Индекс библиотеки отложен в сторону как %2 и заново строится по вашим файлам трасс.</translation>
    </message>
    <message>
        <source>%1
The track library is kept in memory for this session; it is read again at the next start.</source>
        <translation>%1
Библиотека трасс хранится в памяти до конца сеанса; при следующем запуске она будет прочитана заново.</translation>
    </message>
    <message>
        <source>The track library index could not be updated: %1</source>
        <translation>Не удалось обновить индекс библиотеки трасс: %1</translation>
    </message>
</context>
<context>
    <name>Pacenotes::TrackOutputActions</name>
    <message>
        <source>E&amp;xport</source>
        <translation>&amp;Экспорт</translation>
    </message>
    <message>
        <source>&amp;PNG Image…</source>
        <translation>Изображение &amp;PNG…</translation>
    </message>
    <message>
        <source>&amp;SVG Drawing…</source>
        <translation>Рисунок &amp;SVG…</translation>
    </message>
    <message>
        <source>P&amp;DF Layout and Build Sheet…</source>
        <translation>Схема и лист сборки в P&amp;DF…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Пред&amp;варительный просмотр…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <source>Save the layout as a picture with its title and tile list</source>
        <translation>Сохранить схему трассы как изображение с названием и списком фрагментов</translation>
    </message>
    <message>
        <source>Save the layout as a vector drawing with its title and tile list</source>
        <translation>Сохранить схему трассы как векторный рисунок с названием и списком фрагментов</translation>
    </message>
    <message>
        <source>Save the layout page and the build sheet as a PDF</source>
        <translation>Сохранить страницу со схемой и лист сборки в PDF</translation>
    </message>
    <message>
        <source>See the layout page and the build sheet before printing</source>
        <translation>Посмотреть страницу со схемой и лист сборки перед печатью</translation>
    </message>
    <message>
        <source>Print the layout page and the build sheet</source>
        <translation>Напечатать страницу со схемой и лист сборки</translation>
    </message>
    <message>
        <source>The track has no tiles yet. Place some tiles first: an empty layout makes an empty page.</source>
        <translation>На трассе ещё нет фрагментов. Сначала выложите фрагменты: пустая схема даёт пустую страницу.</translation>
    </message>
    <message>
        <source>track</source>
        <translation>трасса</translation>
    </message>
    <message>
        <source>Export Track</source>
        <translation>Экспорт трассы</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Рисунки SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Документы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot Export the Track</source>
        <translation>Не удалось экспортировать трассу</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Экспортировано: %1</translation>
    </message>
    <message>
        <source>Print Track</source>
        <translation>Печать трассы</translation>
    </message>
    <message>
        <source>Print %1</source>
        <translation>Печать: %1</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>Не удалось запустить принтер.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::TrackPropertiesDialog</name>
    <message>
        <source>Track Properties</source>
        <translation>Свойства трассы</translation>
    </message>
    <message>
        <source>Run the course the other way from the start</source>
        <translation>Ехать по трассе от старта в обратную сторону</translation>
    </message>
    <message>
        <source>e.g. a rulebook and page</source>
        <translation>например, книга правил и страница</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Автор:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>&amp;Laps:</source>
        <translation>&amp;Круги:</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Источник:</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>&amp;Заметки:</translation>
    </message>
</context>
<context>
    <name>Rally</name>
    <message>
        <source>%1G/%2C/%3B</source>
        <extracomment>Damage carried on the rally sheet: Gear / Coast / Brake tokens, e.g. 1G/0C/2B.</extracomment>
        <translation>%1П/%2С/%3Т</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>The rally name is too long (at most %1 characters).</source>
        <translation>Название ралли слишком длинное (не больше %1 символов).</translation>
    </message>
    <message>
        <source>The notes are too long (at most %1 characters).</source>
        <translation>Заметки слишком длинные (не больше %1 символов).</translation>
    </message>
    <message>
        <source>A rally needs at least one stage.</source>
        <translation>В ралли должен быть хотя бы один спецучасток.</translation>
    </message>
    <message numerus="yes">
        <source>A rally has at most %n stage(s).</source>
        <translation>
            <numerusform>В ралли не больше %n спецучастка.</numerusform>
            <numerusform>В ралли не больше %n спецучастков.</numerusform>
            <numerusform>В ралли не больше %n спецучастков.</numerusform>
        </translation>
    </message>
    <message>
        <source>A rally needs at least one player.</source>
        <translation>В ралли должен быть хотя бы один игрок.</translation>
    </message>
    <message numerus="yes">
        <source>A rally has at most %n player(s).</source>
        <translation>
            <numerusform>В ралли не больше %n игрока.</numerusform>
            <numerusform>В ралли не больше %n игроков.</numerusform>
            <numerusform>В ралли не больше %n игроков.</numerusform>
        </translation>
    </message>
    <message>
        <source>The date %1 is not plausible.</source>
        <translation>Дата %1 неправдоподобна.</translation>
    </message>
    <message>
        <source>The name of stage %1 is too long.</source>
        <translation>Название спецучастка %1 слишком длинное.</translation>
    </message>
    <message>
        <source>The name of player %1 is too long.</source>
        <translation>Имя игрока %1 слишком длинное.</translation>
    </message>
    <message>
        <source>%1 has results for %2 stage(s) of %3.</source>
        <translation>У игрока %1 результаты для %2 спецучастков из %3.</translation>
    </message>
    <message>
        <source>%1, stage %2: %3</source>
        <translation>%1, спецучасток %2: %3</translation>
    </message>
    <message>
        <source>a stage time cannot be negative.</source>
        <translation>время спецучастка не может быть отрицательным.</translation>
    </message>
    <message>
        <source>a stage time must be under 24 hours.</source>
        <translation>время спецучастка должно быть меньше 24 часов.</translation>
    </message>
    <message>
        <source>penalty tokens cannot be negative.</source>
        <translation>число штрафных жетонов не может быть отрицательным.</translation>
    </message>
    <message>
        <source>at most %1 penalty tokens.</source>
        <translation>не больше %1 штрафных жетонов.</translation>
    </message>
    <message>
        <source>damage tokens must be between 0 and %1.</source>
        <translation>число жетонов повреждений должно быть от 0 до %1.</translation>
    </message>
</context>
<context>
    <name>RallySheet</name>
    <message>
        <source>STAGE %1</source>
        <translation>СУ %1</translation>
    </message>
    <message>
        <source>PENALTY</source>
        <translation>ШТРАФ</translation>
    </message>
    <message>
        <source>RETIRED</source>
        <translation>СХОД</translation>
    </message>
    <message>
        <source>DAMAGE</source>
        <translation>ПОВРЕЖДЕНИЯ</translation>
    </message>
    <message>
        <source>SPARE TIRE</source>
        <translation>ЗАПАСНОЕ КОЛЕСО</translation>
    </message>
    <message>
        <source>OVERALL TIME</source>
        <translation>ОБЩЕЕ ВРЕМЯ</translation>
    </message>
    <message>
        <source>FINAL TIME</source>
        <translation>ИТОГОВОЕ ВРЕМЯ</translation>
    </message>
    <message>
        <source>POSITION</source>
        <translation>МЕСТО</translation>
    </message>
    <message>
        <source>G: Gear / C: Coast / B: Brake</source>
        <translation>П: передачи / С: поддержание скорости / Т: торможение</translation>
    </message>
</context>
<context>
    <name>RallySheetPrinter</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Страница %1 из %2</translation>
    </message>
    <message>
        <source>RALLYMAN: DIRT</source>
        <translation>RALLYMAN: DIRT</translation>
    </message>
    <message>
        <source>RALLY SHEET</source>
        <translation>ЛИСТ РАЛЛИ</translation>
    </message>
    <message>
        <source>RALLY</source>
        <translation>РАЛЛИ</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>ДАТА</translation>
    </message>
    <message>
        <source>PLAYER</source>
        <translation>ИГРОК</translation>
    </message>
    <message>
        <source>Assistance</source>
        <translation>Сервис</translation>
    </message>
    <message>
        <source>%1 · Assistance</source>
        <translation>%1 · сервис</translation>
    </message>
    <message>
        <source>RET %1</source>
        <extracomment>Printed in the stage-time box of a retired player: RET and the counted time.</extracomment>
        <translation>СХОД %1</translation>
    </message>
    <message>
        <source>RET</source>
        <translation>СХОД</translation>
    </message>
    <message>
        <source>+%1 (%2×5 s)</source>
        <translation>+%1 (%2×5 с)</translation>
    </message>
    <message>
        <source>…… × 5 s</source>
        <translation>…… × 5 с</translation>
    </message>
    <message>
        <source>Repaired</source>
        <translation>Ремонт</translation>
    </message>
    <message>
        <source>…G / …C / …B</source>
        <extracomment>The blank damage box: Gear / Coast / Brake tokens (letters as in the legend).</extracomment>
        <translation>…П / …С / …Т</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Д</translation>
    </message>
    <message>
        <source>N</source>
        <translation>Н</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>№%1</translation>
    </message>
    <message>
        <source>Overall time: add the stage times so far. The best overall time starts the next stage first.</source>
        <translation>Общее время: сумма времён пройденных спецучастков. Лучший по общему времени стартует на следующем спецучастке первым.</translation>
    </message>
    <message>
        <source>RET: retired from the stage: the slowest time of the stage + 1:00; the car is repaired before the next stage, as with Assistance.</source>
        <translation>СХОД: сход со спецучастка — худшее время спецучастка + 1:00; перед следующим спецучастком автомобиль ремонтируется, как на сервисе.</translation>
    </message>
    <message>
        <source>Checkpoints: each penalty token taken after a stage adds 5 seconds to that stage&apos;s time.</source>
        <translation>Контрольные пункты: каждый штрафной жетон, взятый после спецучастка, добавляет 5 секунд к его времени.</translation>
    </message>
    <message>
        <source>NOTES</source>
        <translation>ЗАМЕТКИ</translation>
    </message>
    <message>
        <source>Rallyman: DIRT rulebook, Rally sheet. Printed with Pacenotes.</source>
        <translation>Правила Rallyman: DIRT, лист ралли. Напечатано в Pacenotes.</translation>
    </message>
</context>
<context>
    <name>RallyStandings</name>
    <message>
        <source>Every player retired from stage %1: there is no time to add the retirement minute to.</source>
        <translation>Все игроки сошли со спецучастка %1: не к чему прибавить минуту за сход.</translation>
    </message>
</context>
<context>
    <name>RecordsCsv</name>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Lap</source>
        <translation>Круг</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Трасса</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Пилот</translation>
    </message>
    <message>
        <source>Car category</source>
        <translation>Категория автомобиля</translation>
    </message>
    <message>
        <source>Tires</source>
        <translation>Шины</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Погода</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Закончен</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Track time</source>
        <translation>Время трассы</translation>
    </message>
    <message>
        <source>Track time (s)</source>
        <translation>Время трассы (с)</translation>
    </message>
    <message>
        <source>Focus tokens</source>
        <translation>Жетоны концентрации</translation>
    </message>
    <message>
        <source>Final time</source>
        <translation>Результат гонки</translation>
    </message>
    <message>
        <source>Final time (s)</source>
        <translation>Результат гонки (с)</translation>
    </message>
    <message>
        <source>End gears</source>
        <translation>Передачи в конце ходов</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Ралли</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Спецучасток</translation>
    </message>
    <message>
        <source>Stage name</source>
        <translation>Название спецучастка</translation>
    </message>
    <message>
        <source>Assistance</source>
        <translation>Сервис</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Retired</source>
        <translation>Сход</translation>
    </message>
    <message>
        <source>Penalty tokens</source>
        <translation>Штрафные жетоны</translation>
    </message>
    <message>
        <source>Stage time</source>
        <translation>Время спецучастка</translation>
    </message>
    <message>
        <source>Stage time (s)</source>
        <translation>Время спецучастка (с)</translation>
    </message>
    <message>
        <source>Overall time</source>
        <translation>Общее время</translation>
    </message>
    <message>
        <source>Overall time (s)</source>
        <translation>Общее время (с)</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Повреждения</translation>
    </message>
    <message>
        <source>Spare tire</source>
        <translation>Запасное колесо</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
</context>
<context>
    <name>RekeeFormat</name>
    <message>
        <source>A Rekee track needs a &quot;tiles&quot; list.</source>
        <translation>В трассе Rekee должен быть список «tiles».</translation>
    </message>
    <message>
        <source>Tile %1 of the track needs whole numbers q, r and dir.</source>
        <translation>Фрагменту %1 трассы нужны целые числа q, r и dir.</translation>
    </message>
    <message>
        <source>The tokens of tile %1 must be a list.</source>
        <translation>Жетоны фрагмента %1 должны быть списком.</translation>
    </message>
    <message>
        <source>unnamed token</source>
        <translation>жетон без названия</translation>
    </message>
</context>
<context>
    <name>RgtFormat</name>
    <message>
        <source>An .rgt track needs a &quot;Tuiles&quot; list.</source>
        <translation>В трассе .rgt должен быть список «Tuiles».</translation>
    </message>
    <message>
        <source>Tile %1 of the track needs whole numbers X, Y and Orientation.</source>
        <translation>Фрагменту %1 трассы нужны целые числа X, Y и Orientation.</translation>
    </message>
    <message>
        <source>The tokens of tile %1 must be a list.</source>
        <translation>Жетоны фрагмента %1 должны быть списком.</translation>
    </message>
    <message>
        <source>unnamed token</source>
        <translation>жетон без названия</translation>
    </message>
</context>
<context>
    <name>RuleBook</name>
    <message>
        <source>Choosing your dice</source>
        <translation>Выбор кубиков</translation>
    </message>
    <message>
        <source>The Dashboard</source>
        <translation>Приборная панель</translation>
    </message>
    <message>
        <source>The Dice</source>
        <translation>Кубики</translation>
    </message>
    <message>
        <source>Black Gear dice</source>
        <translation>Черные кубики передач</translation>
    </message>
    <message>
        <source>Red Brake dice</source>
        <translation>Красные кубики торможения</translation>
    </message>
    <message>
        <source>White Coast dice</source>
        <translation>Белые кубики поддержания скорости</translation>
    </message>
    <message>
        <source>Planning your move</source>
        <translation>Планирование хода</translation>
    </message>
    <message>
        <source>Flying Start</source>
        <translation>Резкий старт</translation>
    </message>
    <message>
        <source>Redline</source>
        <translation>Красная зона</translation>
    </message>
    <message>
        <source>Orange Leader dice</source>
        <translation>Оранжевые кубики лидера</translation>
    </message>
    <message>
        <source>Loss of Control</source>
        <translation>Потеря управления</translation>
    </message>
    <message>
        <source>Crash</source>
        <translation>Вылет</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>Движение</translation>
    </message>
    <message>
        <source>Triple lane corners</source>
        <translation>Повороты со сдвоенной полосой</translation>
    </message>
    <message>
        <source>Overtaking</source>
        <translation>Обгон</translation>
    </message>
    <message>
        <source>Yellow flag</source>
        <translation>Желтый флаг</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Заблокирован</translation>
    </message>
    <message>
        <source>Normal corners</source>
        <translation>Обычные повороты</translation>
    </message>
    <message>
        <source>Speed limits</source>
        <translation>Ограничения скорости</translation>
    </message>
    <message>
        <source>Dangerous corners</source>
        <translation>Опасные повороты</translation>
    </message>
    <message>
        <source>Sharp corners</source>
        <translation>Резкие повороты</translation>
    </message>
    <message>
        <source>Corners</source>
        <translation>Повороты</translation>
    </message>
    <message>
        <source>Other cars on corners</source>
        <translation>Другие автомобили в поворотах</translation>
    </message>
    <message>
        <source>Sliding</source>
        <translation>Занос</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Срезки</translation>
    </message>
    <message>
        <source>Jumps</source>
        <translation>Трамплины</translation>
    </message>
    <message>
        <source>Water hazards</source>
        <translation>Броды</translation>
    </message>
    <message>
        <source>Rolling dice one by one</source>
        <translation>Бросаем по одному</translation>
    </message>
    <message>
        <source>Using Focus tokens</source>
        <translation>Использование жетонов концентрации</translation>
    </message>
    <message>
        <source>Using Second tokens</source>
        <translation>Использование жетонов секунды</translation>
    </message>
    <message>
        <source>Focus tokens</source>
        <translation>Жетоны концентрации</translation>
    </message>
    <message>
        <source>Second tokens</source>
        <translation>Жетоны секунды</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Конец игры</translation>
    </message>
    <message>
        <source>Ending the Stage</source>
        <translation>Конец спецучастка</translation>
    </message>
    <message>
        <source>SISU!</source>
        <translation>СИСУ (SISU)!</translation>
    </message>
    <message>
        <source>If a player suffers a Loss of Control</source>
        <translation>Если игрок потерял управление</translation>
    </message>
    <message>
        <source>Going Flat Out</source>
        <translation>Бросаем все кубики – „газ в пол“</translation>
    </message>
    <message>
        <source>Pit Stops</source>
        <translation>Пит-стоп</translation>
    </message>
    <message>
        <source>The Spare Tire</source>
        <translation>Запасное колесо</translation>
    </message>
    <message>
        <source>Damage tokens</source>
        <translation>Жетоны повреждений</translation>
    </message>
    <message>
        <source>Weather change</source>
        <translation>Изменение погоды</translation>
    </message>
    <message>
        <source>Soft Tyres</source>
        <translation>Мягкие шины</translation>
    </message>
    <message>
        <source>Determining order of play</source>
        <translation>Очередность хода</translation>
    </message>
    <message>
        <source>Order of play</source>
        <translation>Очередность хода</translation>
    </message>
    <message>
        <source>Order of play for cars not on the track</source>
        <translation>Очередность хода автомобилей вне трассы</translation>
    </message>
    <message>
        <source>The Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <source>Retirement</source>
        <translation>Сход с гонки</translation>
    </message>
    <message>
        <source>Retiring from a Stage</source>
        <translation>Сход со спецучастка</translation>
    </message>
    <message>
        <source>End of the turn</source>
        <translation>Конец хода</translation>
    </message>
    <message>
        <source>Solo mode</source>
        <translation>Режим для одного игрока</translation>
    </message>
    <message>
        <source>Continuing the Rally!</source>
        <translation>Продолжение ралли!</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>Контрольные пункты</translation>
    </message>
    <message>
        <source>GT rulebook</source>
        <translation>Правила GT</translation>
    </message>
    <message>
        <source>DIRT rulebook</source>
        <translation>Правила DIRT</translation>
    </message>
    <message>
        <source>GT/DIRT combined rules digest (Roger BW)</source>
        <translation>Сводные правила GT/DIRT (Roger BW)</translation>
    </message>
    <message>
        <source>%1, p. %2, “%3”</source>
        <translation>%1 (англ. изд.), стр. %2, «%3»</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>There is no dashboard for class %1 with %2 tyres (%3) in the data.</source>
        <translation>В данных нет приборной панели категории %1 с шинами %2 (%3).</translation>
    </message>
    <message>
        <source>The DIRT damage bag has no weather or Yellow Flag tokens.</source>
        <translation>В мешочке повреждений DIRT нет жетонов погоды и желтого флага.</translation>
    </message>
    <message numerus="yes">
        <source>Gear damage ×%n: that many fewer Gear dice each turn (any value).</source>
        <translation>
            <numerusform>Повреждение коробки передач ×%n: на столько же меньше кубиков передач каждый ход (любых).</numerusform>
            <numerusform>Повреждение коробки передач ×%n: на столько же меньше кубиков передач каждый ход (любых).</numerusform>
            <numerusform>Повреждение коробки передач ×%n: на столько же меньше кубиков передач каждый ход (любых).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Brake damage ×%n: that many fewer Brake dice each turn.</source>
        <translation>
            <numerusform>Повреждение тормозов ×%n: на столько же меньше кубиков торможения каждый ход.</numerusform>
            <numerusform>Повреждение тормозов ×%n: на столько же меньше кубиков торможения каждый ход.</numerusform>
            <numerusform>Повреждение тормозов ×%n: на столько же меньше кубиков торможения каждый ход.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Coast damage ×%n: that many fewer Coast dice each turn.</source>
        <translation>
            <numerusform>Повреждение двигателя ×%n: на столько же меньше кубиков поддержания скорости каждый ход.</numerusform>
            <numerusform>Повреждение двигателя ×%n: на столько же меньше кубиков поддержания скорости каждый ход.</numerusform>
            <numerusform>Повреждение двигателя ×%n: на столько же меньше кубиков поддержания скорости каждый ход.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Coast/Leader damage ×%n: that many fewer Coast or Leader dice each turn.</source>
        <translation>
            <numerusform>Повреждение двигателя ×%n: на столько же меньше кубиков поддержания скорости или лидера каждый ход.</numerusform>
            <numerusform>Повреждение двигателя ×%n: на столько же меньше кубиков поддержания скорости или лидера каждый ход.</numerusform>
            <numerusform>Повреждение двигателя ×%n: на столько же меньше кубиков поддержания скорости или лидера каждый ход.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Boost damage ×%n: that many fewer Boost dice each turn.</source>
        <translation>
            <numerusform>Повреждение ускорения ×%n: на столько же меньше кубиков ускорения каждый ход.</numerusform>
            <numerusform>Повреждение ускорения ×%n: на столько же меньше кубиков ускорения каждый ход.</numerusform>
            <numerusform>Повреждение ускорения ×%n: на столько же меньше кубиков ускорения каждый ход.</numerusform>
        </translation>
    </message>
    <message>
        <source>Green flag: no effect.</source>
        <translation>Зеленый флаг: без последствий.</translation>
    </message>
    <message>
        <source>Yellow Flag: it goes on the tile of the Loss of Control; no car may move alongside another on that tile or the tiles before and after it.</source>
        <translation>Желтый флаг: жетон кладется на фрагмент, где произошла потеря управления; на нем, а также на предыдущем и следующем фрагментах нельзя совершать обгон.</translation>
    </message>
    <message>
        <source>Solo mode: weather tokens count as green flags.</source>
        <translation>Режим для одного игрока: жетоны изменения погоды считаются зеленым флагом.</translation>
    </message>
    <message>
        <source>No weather changes are played: discard the weather token and draw another in its place.</source>
        <translation>Погода в этой гонке не меняется: сбросьте жетон изменения погоды и вытяните другой.</translation>
    </message>
    <message numerus="yes">
        <source>%n weather tokens in one Loss of Control cancel each other out.</source>
        <translation>
            <numerusform>%n жетон изменения погоды за одну потерю управления отменяют друг друга.</numerusform>
            <numerusform>%n жетона изменения погоды за одну потерю управления отменяют друг друга.</numerusform>
            <numerusform>%n жетонов изменения погоды за одну потерю управления отменяют друг друга.</numerusform>
        </translation>
    </message>
    <message>
        <source>Weather change: it starts to rain; every player flips their dashboard to the wet side (new dice and hazard limit).</source>
        <translation>Изменение погоды: начинается дождь; все игроки переворачивают приборные панели на дождевую сторону (другие кубики и предел символов ⚠).</translation>
    </message>
    <message>
        <source>Weather change: the track dries; every player flips their dashboard to the dry side (new dice and hazard limit).</source>
        <translation>Изменение погоды: трасса высыхает; все игроки переворачивают приборные панели на солнечную сторону (другие кубики и предел символов ⚠).</translation>
    </message>
    <message>
        <source>Shortcut: OK! The car made it through unscathed.</source>
        <translation>Срезка: OK! Автомобиль прошел ее без повреждений.</translation>
    </message>
    <message>
        <source>Shortcut: a blown tyre — one Coast die fewer each turn, from the next turn.</source>
        <translation>Срезка: пробитое колесо — со следующего хода на один кубик поддержания скорости меньше.</translation>
    </message>
    <message>
        <source>Shortcut: stones and mud — a “−1” token goes on the shortcut&apos;s tile: every corner space of that tile has its limit lowered by 1 (not the shortcut). A limit of 0 closes the space.</source>
        <translation>Срезка: камни и грязь — жетон «−1» кладется на фрагмент срезки: ограничение скорости на всех клетках поворота этого фрагмента снижается на 1 (на самой срезке — нет). Клетка с ограничением 0 закрыта.</translation>
    </message>
    <message>
        <source>This car has no Gear %1 die: its highest gear is %2.</source>
        <translation>У этого автомобиля нет кубика %1-й передачи: его высшая передача — %2-я.</translation>
    </message>
    <message>
        <source>The Gear %1 die is already placed this turn: each die is used once per turn.</source>
        <translation>Кубик %1-й передачи уже выложен в этом ходу: каждый кубик используется только один раз за ход.</translation>
    </message>
    <message>
        <source>A Flying Start cannot be combined with Boost dice.</source>
        <translation>Резкий старт нельзя сочетать с кубиками ускорения.</translation>
    </message>
    <message>
        <source>A Flying Start goes from gear 0 straight to the Gear 2 die on the first space.</source>
        <translation>При резком старте с передачи «0» на первую клетку сразу кладется кубик 2-й передачи.</translation>
    </message>
    <message>
        <source>The Flying Start rule is not in play in this race.</source>
        <translation>В этой гонке правило «резкий старт» не используется.</translation>
    </message>
    <message>
        <source>Brake and Boost dice cannot be rolled together on one space.</source>
        <translation>Кубики торможения и ускорения нельзя бросать вместе на одной клетке.</translation>
    </message>
    <message>
        <source>Brake dice cannot take the car below 1st gear: gear 0 only comes from a Loss of Control or a pit stop.</source>
        <translation>Кубики торможения не могут снизить скорость ниже 1-й передачи: передача «0» бывает только после потери управления или пит-стопа.</translation>
    </message>
    <message>
        <source>Brake dice only skip gears down: from gear %1 the Gear %2 die needs no Brake die.</source>
        <translation>Кубики торможения нужны только, чтобы пропустить передачи: с %1-й передачи кубику %2-й передачи кубик торможения не нужен.</translation>
    </message>
    <message numerus="yes">
        <source>From gear %1 to gear %2 takes %n Brake dice (one per gear skipped), not %3.</source>
        <translation>
            <numerusform>С %1-й на %2-ю передачу нужен %n кубик торможения (по одному на пропущенную передачу), а не %3.</numerusform>
            <numerusform>С %1-й на %2-ю передачу нужно %n кубика торможения (по одному на пропущенную передачу), а не %3.</numerusform>
            <numerusform>С %1-й на %2-ю передачу нужно %n кубиков торможения (по одному на пропущенную передачу), а не %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Boost dice only skip gears up: from gear %1 the Gear %2 die needs no Boost die.</source>
        <translation>Кубики ускорения нужны только, чтобы пропустить передачи вверх: с %1-й передачи кубику %2-й передачи кубик ускорения не нужен.</translation>
    </message>
    <message numerus="yes">
        <source>From gear %1 to gear %2 takes %n Boost dice (one per gear skipped up), not %3.</source>
        <translation>
            <numerusform>С %1-й на %2-ю передачу нужен %n кубик ускорения (по одному на пропущенную передачу), а не %3.</numerusform>
            <numerusform>С %1-й на %2-ю передачу нужно %n кубика ускорения (по одному на пропущенную передачу), а не %3.</numerusform>
            <numerusform>С %1-й на %2-ю передачу нужно %n кубиков ускорения (по одному на пропущенную передачу), а не %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>From gear 0 the first Gear die must be the Gear 1 die, not Gear %1.</source>
        <translation>С передачи «0» первым должен быть кубик 1-й передачи, а не %1-й.</translation>
    </message>
    <message>
        <source>Going straight to Gear 2 needs the Flying Start rule.</source>
        <translation>Сразу перейти на 2-ю передачу можно только по правилу «резкий старт».</translation>
    </message>
    <message>
        <source>A Gear %1 die cannot follow gear %2: Gear dice go one gear up, one down or stay the same.</source>
        <translation>Кубик %1-й передачи не может идти после %2-й передачи: кубики передач меняют передачу на одну вверх или вниз либо сохраняют ее.</translation>
    </message>
    <message numerus="yes">
        <source>To skip %n gear(s) down, roll %n Brake dice with the Gear die.</source>
        <translation>
            <numerusform>Чтобы пропустить %n передачу вниз, бросьте %n кубик торможения вместе с кубиком передачи.</numerusform>
            <numerusform>Чтобы пропустить %n передачи вниз, бросьте %n кубика торможения вместе с кубиком передачи.</numerusform>
            <numerusform>Чтобы пропустить %n передач вниз, бросьте %n кубиков торможения вместе с кубиком передачи.</numerusform>
        </translation>
    </message>
    <message>
        <source>Brake dice are rolled together with the Gear die of the gear to slow down to.</source>
        <translation>Кубики торможения бросают вместе с кубиком той передачи, до которой снижают скорость.</translation>
    </message>
    <message>
        <source>Boost dice are rolled together with the Gear die of the gear to speed up to.</source>
        <translation>Кубики ускорения бросают вместе с кубиком той передачи, до которой разгоняются.</translation>
    </message>
    <message>
        <source>No die on this space: each space entered takes one Gear die (with any Brake or Boost dice), one Coast die, one Leader die or one Redline Brake die.</source>
        <translation>На этой клетке нет кубика: на каждую клетку кладется один кубик передачи (с кубиками торможения или ускорения), один кубик поддержания скорости, один кубик лидера или один кубик торможения красной зоны.</translation>
    </message>
    <message>
        <source>One die moves the car into a space: a Gear die (with its Brake or Boost dice), a Coast die, a Leader die or a Redline Brake die — not several.</source>
        <translation>Автомобиль перемещается на клетку одним кубиком: кубиком передачи (с его кубиками торможения или ускорения), поддержания скорости, лидера или кубиком торможения красной зоны — не несколькими.</translation>
    </message>
    <message>
        <source>A Coast die cannot be used at speed 0.</source>
        <translation>Кубик поддержания скорости нельзя использовать на передаче «0».</translation>
    </message>
    <message>
        <source>A Leader die cannot be used at speed 0: it works like a Coast die.</source>
        <translation>Кубик лидера нельзя использовать на передаче «0»: он действует как кубик поддержания скорости.</translation>
    </message>
    <message>
        <source>The Redline rule is not in play in this race: a Brake die cannot be used as a Coast die.</source>
        <translation>В этой гонке правило «красная зона» не используется: кубик торможения нельзя использовать как кубик поддержания скорости.</translation>
    </message>
    <message>
        <source>A Brake die counts as a Coast die (Redline) only in the car&apos;s highest gear, %1; the car is in gear %2.</source>
        <translation>Кубик торможения считается кубиком поддержания скорости (красная зона) только на высшей передаче автомобиля, %1-й; автомобиль на %2-й.</translation>
    </message>
    <message>
        <source>Spinout: the car stays on the track in its space, without damage; it is turned back round at the start of its next turn.</source>
        <translation>Разворот: автомобиль остается на трассе в своей клетке, без повреждений; в начале следующего хода его разворачивают обратно.</translation>
    </message>
    <message numerus="yes">
        <source>Crash: the car goes beside the track next to this space and draws %n Damage token(s) for the tile&apos;s danger colour; it comes back here at the start of its next turn.</source>
        <translation>
            <numerusform>Вылет: автомобиль ставится у трассы рядом с этой клеткой и берет %n жетон повреждения по уровню опасности фрагмента; в начале следующего хода он возвращается сюда.</numerusform>
            <numerusform>Вылет: автомобиль ставится у трассы рядом с этой клеткой и берет %n жетона повреждений по уровню опасности фрагмента; в начале следующего хода он возвращается сюда.</numerusform>
            <numerusform>Вылет: автомобиль ставится у трассы рядом с этой клеткой и берет %n жетонов повреждений по уровню опасности фрагмента; в начале следующего хода он возвращается сюда.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give the tile&apos;s danger colour to count the Damage tokens.</source>
        <translation>Укажите уровень опасности фрагмента, чтобы подсчитать жетоны повреждений.</translation>
    </message>
    <message>
        <source>SISU: the car stays where it lost control, without damage, and starts its next turn in gear %1.</source>
        <translation>СИСУ: автомобиль остается там, где потерял управление, без повреждений и начинает следующий ход на передаче %1.</translation>
    </message>
    <message>
        <source>Control was lost beyond the finish line: the car has finished; it counts the gear %1 card&apos;s time and, in a rally, takes the damage shown.</source>
        <translation>Управление потеряно за финишной чертой: автомобиль финишировал; он считает время карты %1-й передачи и, в ралли, получает указанные повреждения.</translation>
    </message>
    <message>
        <source>Control was lost beyond the finish line: the car has finished; it counts the gear %1 card&apos;s time and, in a one-off stage, takes no damage.</source>
        <translation>Управление потеряно за финишной чертой: автомобиль финишировал; он считает время карты %1-й передачи и, на отдельном спецучастке, не получает повреждений.</translation>
    </message>
    <message>
        <source>This card was simulated from placeholder data (the real mix of Time card backs is not published): at the table, flip a real card and enter it.</source>
        <translation>Эта карта смоделирована по условным данным (настоящий состав оборотных сторон карт времени не опубликован): за столом переверните настоящую карту и введите ее.</translation>
    </message>
    <message>
        <source>Say how the car takes this corner: cutting through the inside or drifting round the outside.</source>
        <translation>Укажите, как автомобиль проходит поворот: по внутренней полосе или заносом по внешней.</translation>
    </message>
    <message>
        <source>The way through a corner is chosen on entry: the car cannot switch between the inside and the outside mid-corner.</source>
        <translation>Способ прохождения поворота выбирается при входе: посреди поворота нельзя перейти с внутренней полосы на внешнюю и обратно.</translation>
    </message>
    <message>
        <source>A shortcut cannot be entered from a corner space.</source>
        <translation>На срезку нельзя въехать с клетки поворота.</translation>
    </message>
    <message>
        <source>Entering a shortcut: draw a Damage token; its shortcut side is resolved at the end of the turn.</source>
        <translation>Въезд на срезку: вытяните жетон повреждения; его сторона срезки применяется в конце хода.</translation>
    </message>
    <message>
        <source>A shortcut cannot be left into a corner space.</source>
        <translation>Со срезки нельзя выехать на клетку поворота.</translation>
    </message>
    <message>
        <source>Sliding or not is chosen on entering a slide zone and cannot change inside it.</source>
        <translation>Входить в зону заноса заносом или нет, решается при въезде, и внутри зоны это не меняется.</translation>
    </message>
    <message>
        <source>A slide counts the zone as two spaces, not more.</source>
        <translation>В заносе зона считается двумя клетками, не больше.</translation>
    </message>
    <message>
        <source>Give the face of every die in the new layout.</source>
        <translation>Укажите грань каждого кубика в новой раскладке.</translation>
    </message>
    <message>
        <source>This die was not rolled, or did not show this face: the dice are laid out again exactly as they came up.</source>
        <translation>Этот кубик не бросали или на нем выпала другая грань: кубики выкладываются заново ровно так, как выпали.</translation>
    </message>
    <message>
        <source>Laying the dice out again cannot create or cancel a Flying Start.</source>
        <translation>Перекладывая кубики, нельзя ни добавить, ни отменить резкий старт.</translation>
    </message>
    <message>
        <source>The Loss of Control already happens earlier: the dice after it are not needed.</source>
        <translation>Потеря управления происходит раньше: кубики после нее не нужны.</translation>
    </message>
    <message>
        <source>This layout does not lose control: rearranging the dice may not avoid the Loss of Control.</source>
        <translation>При этой раскладке потери управления нет: перекладкой кубиков нельзя избежать потери управления.</translation>
    </message>
    <message numerus="yes">
        <source>%n Focus token(s)</source>
        <translation>
            <numerusform>%n жетон концентрации</numerusform>
            <numerusform>%n жетона концентрации</numerusform>
            <numerusform>%n жетонов концентрации</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Second token(s)</source>
        <translation>
            <numerusform>%n жетон секунды</numerusform>
            <numerusform>%n жетона секунды</numerusform>
            <numerusform>%n жетонов секунды</numerusform>
        </translation>
    </message>
    <message>
        <source>Blocked: the turn ends without moving, in the same gear.</source>
        <translation>Заблокирован: ход заканчивается без движения, на той же передаче.</translation>
    </message>
    <message>
        <source>A car must move at least one space each turn if it can; if it cannot, the turn is blocked.</source>
        <translation>Автомобиль обязан переместиться хотя бы на одну клетку за ход, если может; если не может, он заблокирован.</translation>
    </message>
    <message>
        <source>A Flying Start is only possible when the turn starts in gear 0.</source>
        <translation>Резкий старт возможен, только если ход начинается на передаче «0».</translation>
    </message>
    <message>
        <source>SISU tokens are not in play in this race.</source>
        <translation>В этой гонке жетоны СИСУ не используются.</translation>
    </message>
    <message>
        <source>This car has already used its SISU token.</source>
        <translation>Этот автомобиль уже использовал свой жетон СИСУ.</translation>
    </message>
    <message>
        <source>SISU: every hazard on the dice is ignored this turn; hazards and Losses of Control from the track still count.</source>
        <translation>СИСУ: в этом ходу все символы ⚠ на кубиках игнорируются; символы ⚠ и потери управления от трассы по-прежнему действуют.</translation>
    </message>
    <message>
        <source>As the first player on gravel this round, the car uses Leader dice instead of Coast dice.</source>
        <translation>Как первый игрок раунда на гравии, автомобиль использует кубики лидера вместо кубиков поддержания скорости.</translation>
    </message>
    <message>
        <source>Only the first player of the round, on gravel, uses Leader dice.</source>
        <translation>Кубики лидера использует только первый игрок раунда на гравии.</translation>
    </message>
    <message>
        <source>This plan uses %1; the dashboard allows %2 per turn.</source>
        <translation>В этом ходу использовано: %1; приборная панель позволяет: %2 за ход.</translation>
    </message>
    <message>
        <source>(%1 printed; damage takes away the rest.)</source>
        <translation>(Напечатано %1; остальные забирают повреждения.)</translation>
    </message>
    <message>
        <source>A Redline Brake die counts as a Gear die too.</source>
        <translation>Кубик торможения красной зоны считается и кубиком передачи.</translation>
    </message>
    <message>
        <source>The jump carries the die forward: describe the space it lands on.</source>
        <translation>Трамплин переносит кубик вперед: опишите клетку, куда он приземляется.</translation>
    </message>
    <message>
        <source>The jump would land on another car or an obstacle: it cannot be made.</source>
        <translation>Трамплин приземлил бы автомобиль на другой автомобиль или препятствие: прыжок невозможен.</translation>
    </message>
    <message>
        <source>Jump %1 taken in gear %1: the die moves one space forward.</source>
        <translation>Трамплин %1 на %1-й передаче: кубик переносится на одну клетку вперед.</translation>
    </message>
    <message>
        <source>Ambiguous: the rulebook makes a hazard on “this die” a Loss of Control; the combined-rules digest counts every die rolled on the jump. The referee counts only the Gear die placed on it.</source>
        <translation>Неоднозначно: в правилах к потере управления ведет символ ⚠ на «этом кубике»; сводные правила учитывают все кубики, брошенные на трамплине. Судья учитывает только положенный на него кубик передачи.</translation>
    </message>
    <message>
        <source>Jump %1 taken one gear higher: the die moves two spaces forward, and a hazard on it is a Loss of Control where it lands.</source>
        <translation>Трамплин %1 на передачу выше: кубик переносится на две клетки вперед, и символ ⚠ на нем — потеря управления в месте приземления.</translation>
    </message>
    <message>
        <source>Jump %1 taken two or more gears higher: too much air — the die moves two spaces forward and the car loses control where it lands.</source>
        <translation>Трамплин %1 на две передачи выше и более: слишком высокий прыжок — кубик переносится на две клетки вперед, и автомобиль теряет управление при приземлении.</translation>
    </message>
    <message>
        <source>Flying Start: if the Gear 2 die shows a hazard, the turn ends on this space in 2nd gear, without a Loss of Control.</source>
        <translation>Резкий старт: если на кубике 2-й передачи выпал символ ⚠, ход заканчивается на этой клетке на 2-й передаче, без потери управления.</translation>
    </message>
    <message>
        <source>The dotted line replaced this dangerous corner&apos;s limit; the referee adds the hazard at the limit in force, which the rulebook does not spell out.</source>
        <translation>Пунктирная линия заменила ограничение этого опасного поворота; судья добавляет символ ⚠ на действующем ограничении — в правилах это прямо не сказано.</translation>
    </message>
    <message>
        <source>Boost dice are not in the core rulebooks: the referee follows the combined-rules digest (one Boost die per gear skipped up, rolled with the target Gear die).</source>
        <translation>Кубиков ускорения нет в базовых правилах: судья следует сводным правилам (по одному кубику ускорения на каждую пропущенную передачу вверх, вместе с кубиком нужной передачи).</translation>
    </message>
    <message>
        <source>Entering the water hazard without a Coast die or the Gear 1 die alone: the movement ends here in gear %1.</source>
        <translation>Въезд в брод без кубика поддержания скорости или одного кубика 1-й передачи: движение заканчивается здесь на передаче %1.</translation>
    </message>
    <message>
        <source>The rulebook says the movement ends “in your current gear”: the referee takes the gear of the die that entered the water.</source>
        <translation>В правилах сказано, что движение заканчивается «на текущей передаче»: судья берет передачу кубика, которым автомобиль въехал в брод.</translation>
    </message>
    <message>
        <source>The car crosses the finish line of its last lap.</source>
        <translation>Автомобиль пересекает финишную черту последнего круга.</translation>
    </message>
    <message>
        <source>The car crosses the stage&apos;s finish line: its final Time card is for gear %1.</source>
        <translation>Автомобиль пересекает финишную черту спецучастка: его последняя карта времени — %1-й передачи.</translation>
    </message>
    <message>
        <source>The dice after the finish line count for nothing (gear, Time card or tokens); only their hazards do.</source>
        <translation>Кубики после финишной черты ни на что не влияют (передача, карта времени, жетоны); учитываются только их символы ⚠.</translation>
    </message>
    <message>
        <source>Dice can only be secured when rolling one by one, not when going Flat Out.</source>
        <translation>Обезопасить кубики можно только при броске по одному, а не при броске «газ в пол».</translation>
    </message>
    <message>
        <source>Flat Out: the car gains %1 whatever the roll (one per Gear, Coast or Leader die; none for Brake or Boost dice).</source>
        <translation>«Газ в пол»: автомобиль получает %1 при любом результате (по одному за кубик передачи, поддержания скорости или лидера; за кубики торможения и ускорения — нет).</translation>
    </message>
    <message numerus="yes">
        <source>Securing %n dice costs %1 (1 for the first die of the turn, 2 for the second, and so on); the car has %2.</source>
        <translation>
            <numerusform>Обезопасить %n кубик стоит %1 (1 за первый кубик в ходу, 2 за второй и так далее); у автомобиля %2.</numerusform>
            <numerusform>Обезопасить %n кубика стоит %1 (1 за первый кубик в ходу, 2 за второй и так далее); у автомобиля %2.</numerusform>
            <numerusform>Обезопасить %n кубиков стоит %1 (1 за первый кубик в ходу, 2 за второй и так далее); у автомобиля %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Blocked: the turn ends after this space, in gear %1.</source>
        <translation>Заблокирован: ход заканчивается после этой клетки на передаче %1.</translation>
    </message>
    <message>
        <source>%1 is %2; check it against your own components.</source>
        <translation>%1: %2; сверьте со своими компонентами.</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>The soft-tyre hazard limit %1 on wear marker T%2</source>
        <translation>Предел символов ⚠ %1 для мягких шин на жетоне износа T%2</translation>
    </message>
    <message>
        <source>The hazard limit %1 (%2)</source>
        <translation>Предел символов ⚠ %1 (%2)</translation>
    </message>
    <message>
        <source>The number of %1 (%2)</source>
        <translation>Количество: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>There are results for %n step(s) but the plan has only %1 playable.</source>
        <translation>
            <numerusform>Результаты даны для %n шага, а в ходе разыгрываемых шагов только %1.</numerusform>
            <numerusform>Результаты даны для %n шагов, а в ходе разыгрываемых шагов только %1.</numerusform>
            <numerusform>Результаты даны для %n шагов, а в ходе разыгрываемых шагов только %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going Flat Out rolls every die: give a result for each of the %n step(s).</source>
        <translation>
            <numerusform>При броске «газ в пол» бросают все кубики: укажите результат для %n шага.</numerusform>
            <numerusform>При броске «газ в пол» бросают все кубики: укажите результаты для всех %n шагов.</numerusform>
            <numerusform>При броске «газ в пол» бросают все кубики: укажите результаты для всех %n шагов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1: dice cannot be secured when going Flat Out.</source>
        <translation>Шаг %1: при броске «газ в пол» кубики нельзя обезопасить.</translation>
    </message>
    <message>
        <source>Step %1: a secured step is not rolled, so it has no results.</source>
        <translation>Шаг %1: обезопасенный шаг не бросают, у него нет результатов.</translation>
    </message>
    <message numerus="yes">
        <source>Step %1 has %n dice but %2 result(s).</source>
        <translation>
            <numerusform>На шаге %1 %n кубик, а результатов %2.</numerusform>
            <numerusform>На шаге %1 %n кубика, а результатов %2.</numerusform>
            <numerusform>На шаге %1 %n кубиков, а результатов %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The turn ended on step %1: the results after it are ignored.</source>
        <translation>Ход закончился на шаге %1: результаты после него не учитываются.</translation>
    </message>
    <message numerus="yes">
        <source>Securing %n dice costs %1 tokens; the car has only %2.</source>
        <translation>
            <numerusform>Обезопасить %n кубик стоит %1 жетонов; у автомобиля только %2.</numerusform>
            <numerusform>Обезопасить %n кубика стоит %1 жетонов; у автомобиля только %2.</numerusform>
            <numerusform>Обезопасить %n кубиков стоит %1 жетонов; у автомобиля только %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loss of Control: the rolled dice may be laid out again, unchanged, on a legal path that still loses control; it is resolved where the final hazard or track element causes it (%n way(s) along the planned path).</source>
        <translation>
            <numerusform>Потеря управления: брошенные кубики можно выложить заново, не переворачивая, по допустимой траектории, которая все равно ведет к потере управления; она разыгрывается там, где ее вызвал последний символ ⚠ или элемент трассы (%n вариант на запланированной траектории).</numerusform>
            <numerusform>Потеря управления: брошенные кубики можно выложить заново, не переворачивая, по допустимой траектории, которая все равно ведет к потере управления; она разыгрывается там, где ее вызвал последний символ ⚠ или элемент трассы (%n варианта на запланированной траектории).</numerusform>
            <numerusform>Потеря управления: брошенные кубики можно выложить заново, не переворачивая, по допустимой траектории, которая все равно ведет к потере управления; она разыгрывается там, где ее вызвал последний символ ⚠ или элемент трассы (%n вариантов на запланированной траектории).</numerusform>
        </translation>
    </message>
    <message>
        <source>The plan breaks the rules; correct it before resolving the dice.</source>
        <translation>Ход нарушает правила; исправьте его, прежде чем разыгрывать кубики.</translation>
    </message>
    <message>
        <source>Control is lost beyond the finish line: the car has still finished. (DIRT p. 20; the GT rulebook does not say — the combined-rules digest applies the same to GT.)</source>
        <translation>Управление потеряно за финишной чертой: автомобиль все равно финишировал. (DIRT, стр. 20; в правилах GT об этом не сказано — сводные правила применяют то же к GT.)</translation>
    </message>
    <message>
        <source>Whatever the dice show, this plan ends in a Loss of Control.</source>
        <translation>Что бы ни выпало на кубиках, этот ход заканчивается потерей управления.</translation>
    </message>
    <message>
        <source>If every die is rolled, this plan ends in a Loss of Control whatever they show: stop before it.</source>
        <translation>Если бросить все кубики, этот ход закончится потерей управления при любом результате: остановитесь раньше.</translation>
    </message>
    <message>
        <source>DIRT has no pit stops: a car changes its spare tyre instead.</source>
        <translation>В DIRT нет пит-стопов: вместо этого автомобиль ставит запасное колесо.</translation>
    </message>
    <message>
        <source>Solo mode has no pit stops.</source>
        <translation>В режиме для одного игрока нет пит-стопов.</translation>
    </message>
    <message>
        <source>A Loss of Control ends the turn at once: no pit stop right after one.</source>
        <translation>Потеря управления сразу завершает ход: пит-стоп сразу после нее невозможен.</translation>
    </message>
    <message>
        <source>A pit stop needs the turn to end in 1st gear (it ended in %1).</source>
        <translation>Для пит-стопа ход должен закончиться на 1-й передаче (он закончился на %1).</translation>
    </message>
    <message>
        <source>A pit stop needs a space with no speed or hazard restriction: not a corner space.</source>
        <translation>Для пит-стопа нужна клетка без ограничения скорости и без символа ⚠, то есть не клетка поворота.</translation>
    </message>
    <message>
        <source>A pit stop needs a space at the edge of the track, not the middle lane of three.</source>
        <translation>Для пит-стопа нужна клетка на краю трассы, а не в центральной из трех полос.</translation>
    </message>
    <message>
        <source>A tyre change swaps to a dashboard with other tyres: say which.</source>
        <translation>При замене шин берется приборная панель с другими шинами: укажите, с какими.</translation>
    </message>
    <message>
        <source>There is no %1 dashboard with these tyres (%2).</source>
        <translation>Нет приборной панели %1 с такими шинами (%2).</translation>
    </message>
    <message>
        <source>Tyre change: the car goes to the Pit Stop tile with the 0 marker and comes back onto the track at the start of its next turn, moving normally.</source>
        <translation>Замена шин: автомобиль уходит на пит-стоп с жетоном передачи «0», возвращается на трассу в начале следующего хода и ходит как обычно.</translation>
    </message>
    <message>
        <source>Repairs: every Damage token goes back into the bag; with the 00 marker the next turn only swaps 00 for 0, and the turn after the car comes back and plays from 0.</source>
        <translation>Ремонт: все жетоны повреждений возвращаются в мешочек; с жетоном «00» в следующий ход «00» лишь меняется на «0», а через ход автомобиль возвращается на трассу и ходит с передачи «0».</translation>
    </message>
    <message>
        <source>If the car&apos;s space on the track is taken when it comes back, it loses that turn.</source>
        <translation>Если при возвращении клетка автомобиля на трассе занята, он пропускает этот ход.</translation>
    </message>
    <message>
        <source>GT cars change tyres at a pit stop, not with a spare tyre.</source>
        <translation>Автомобили GT меняют шины на пит-стопе, а не запасным колесом.</translation>
    </message>
    <message>
        <source>The Spare Tire card is used: it comes back only with Assistance.</source>
        <translation>Карта запасного колеса использована: она возвращается только после технической помощи.</translation>
    </message>
    <message>
        <source>The spare tyre is fitted at the end of a movement in 1st gear.</source>
        <translation>Запасное колесо ставят в конце движения на 1-й передаче.</translation>
    </message>
    <message>
        <source>There is no Coast damage to repair: the spare tyre would be wasted.</source>
        <translation>Нет повреждения двигателя, которое нужно устранить: запасное колесо пропадет зря.</translation>
    </message>
    <message>
        <source>Spare tyre: the car goes beside the track, the Spare Tire card is this turn&apos;s Time card (0 side), one Coast Damage token goes back into the bag; the car comes back next turn where it stopped.</source>
        <translation>Запасное колесо: автомобиль ставится у трассы, карта запасного колеса — карта времени этого хода (стороной «0»), один жетон повреждения двигателя возвращается в мешочек; в следующий ход автомобиль возвращается туда, где остановился.</translation>
    </message>
    <message numerus="yes">
        <source>%n Gear dice</source>
        <translation>
            <numerusform>%n кубик передачи</numerusform>
            <numerusform>%n кубика передач</numerusform>
            <numerusform>%n кубиков передач</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coast dice</source>
        <translation>
            <numerusform>%n кубик поддержания скорости</numerusform>
            <numerusform>%n кубика поддержания скорости</numerusform>
            <numerusform>%n кубиков поддержания скорости</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Brake dice</source>
        <translation>
            <numerusform>%n кубик торможения</numerusform>
            <numerusform>%n кубика торможения</numerusform>
            <numerusform>%n кубиков торможения</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Boost dice</source>
        <translation>
            <numerusform>%n кубик ускорения</numerusform>
            <numerusform>%n кубика ускорения</numerusform>
            <numerusform>%n кубиков ускорения</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Leader dice</source>
        <translation>
            <numerusform>%n кубик лидера</numerusform>
            <numerusform>%n кубика лидера</numerusform>
            <numerusform>%n кубиков лидера</numerusform>
        </translation>
    </message>
    <message>
        <source>from the rulebook</source>
        <translation>из правил</translation>
    </message>
    <message>
        <source>confirmed by two public sources</source>
        <translation>подтверждено двумя открытыми источниками</translation>
    </message>
    <message>
        <source>from a single public source, unverified</source>
        <translation>из одного открытого источника, не проверено</translation>
    </message>
    <message>
        <source>a placeholder: not published</source>
        <translation>условное значение: нигде не опубликовано</translation>
    </message>
    <message>
        <source>entered by you</source>
        <translation>введено вами</translation>
    </message>
    <message>
        <source>dry weather</source>
        <translation>солнечная погода</translation>
    </message>
    <message>
        <source>wet weather</source>
        <translation>дождь</translation>
    </message>
    <message>
        <source>asphalt tyres</source>
        <translation>шоссейные шины</translation>
    </message>
    <message>
        <source>rain tyres</source>
        <translation>дождевые шины</translation>
    </message>
    <message>
        <source>soft tyres</source>
        <translation>мягкие шины</translation>
    </message>
    <message>
        <source>gravel tyres</source>
        <translation>гравийные шины</translation>
    </message>
    <message>
        <source>snow tyres</source>
        <translation>зимние шины</translation>
    </message>
    <message>
        <source>on gravel</source>
        <translation>на гравии</translation>
    </message>
    <message>
        <source>on gravel, as the leader</source>
        <translation>на гравии, как лидер</translation>
    </message>
    <message>
        <source>on asphalt</source>
        <translation>на асфальте</translation>
    </message>
    <message>
        <source>on snow</source>
        <translation>на снегу</translation>
    </message>
    <message>
        <source>Another car is on this space: there is only ever one car per space.</source>
        <translation>На этой клетке другой автомобиль: на клетке может быть только один автомобиль.</translation>
    </message>
    <message>
        <source>Cars always move forwards, straight on or diagonally, never sideways or back: the front edge of each space entered must be further along the track.</source>
        <translation>Автомобили всегда движутся вперед, прямо или по диагонали, но не вбок и не назад: передняя граница каждой новой клетки должна быть дальше от старта.</translation>
    </message>
    <message>
        <source>On a triple-lane corner the car cannot move outwards from the inside lane into the corner space: it goes straight on and takes the penalties shown.</source>
        <translation>В повороте со сдвоенной полосой нельзя уходить с внутренней полосы наружу при входе в клетку поворота: автомобиль движется прямо и применяет соответствующие эффекты.</translation>
    </message>
    <message numerus="yes">
        <source>Stones and mud close this corner space: %n “−1” token(s) bring its limit of %1 down to nothing.</source>
        <translation>
            <numerusform>Камни и грязь закрывают эту клетку поворота: %n жетон «−1» сводит ее ограничение %1 к нулю.</numerusform>
            <numerusform>Камни и грязь закрывают эту клетку поворота: %n жетона «−1» сводят ее ограничение %1 к нулю.</numerusform>
            <numerusform>Камни и грязь закрывают эту клетку поворота: %n жетонов «−1» сводят ее ограничение %1 к нулю.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n “−1” token(s) on this tile: the corner limit is %1 instead of %2.</source>
        <translation>
            <numerusform>На этом фрагменте %n жетон «−1»: ограничение поворота %1 вместо %2.</numerusform>
            <numerusform>На этом фрагменте %n жетона «−1»: ограничение поворота %1 вместо %2.</numerusform>
            <numerusform>На этом фрагменте %n жетонов «−1»: ограничение поворота %1 вместо %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Entering the sharp corner straight across the dotted line: its limit is %1 instead of %2.</source>
        <translation>Въезд в резкий поворот прямо через пунктирную линию: ограничение скорости %1 вместо %2.</translation>
    </message>
    <message>
        <source>Leaving the sharp corner straight across the dotted line: this space counts as a corner with limit %1.</source>
        <translation>Выезд из резкого поворота прямо через пунктирную линию: эта клетка считается поворотом с ограничением скорости %1.</translation>
    </message>
    <message>
        <source>Crossing a “!” dotted line straight adds one hazard.</source>
        <translation>Пересечение пунктирной линии со знаком «!» напрямую добавляет один символ ⚠.</translation>
    </message>
    <message>
        <source>Gear %1 is over this space&apos;s limit of %2: immediate Loss of Control.</source>
        <translation>Передача %1 выше ограничения скорости этой клетки (%2): немедленная потеря управления.</translation>
    </message>
    <message>
        <source>At the dangerous corner&apos;s limit (%1!) the car takes one hazard.</source>
        <translation>На максимальной скорости опасного поворота (%1!) автомобиль получает один символ ⚠.</translation>
    </message>
    <message>
        <source>To move alongside a car in gear %1 the die placed must be gear %1 or higher; this one is gear %2.</source>
        <translation>Чтобы поравняться с автомобилем на %1-й передаче, нужен кубик %1-й передачи или выше; здесь %2-я.</translation>
    </message>
    <message>
        <source>Yellow Flag: no moving alongside another car on this tile or the tiles before and after it, unless that car is at 0 or 00.</source>
        <translation>Желтый флаг: на этом фрагменте, а также на предыдущем и следующем нельзя равняться с другим автомобилем, если только он не на передаче «0» или «00».</translation>
    </message>
    <message>
        <source>A car taking a corner or sliding cannot be overtaken there, except through a shortcut.</source>
        <translation>Автомобиль в повороте или в заносе там обогнать нельзя, разве что через срезку.</translation>
    </message>
    <message>
        <source>Another car is taking this corner on the inside: a car entering it follows on the same line.</source>
        <translation>В этом повороте другой автомобиль идет по внутренней полосе: въезжающий следует за ним тем же способом.</translation>
    </message>
    <message>
        <source>Another car is drifting round this corner on the outside: a car entering it follows on the same line.</source>
        <translation>В этом повороте другой автомобиль идет заносом по внешней полосе: въезжающий следует за ним тем же способом.</translation>
    </message>
    <message>
        <source>Another car is sliding here: a car entering the zone slides too, behind it.</source>
        <translation>Здесь другой автомобиль в заносе: въезжающий в зону тоже идет заносом, следом за ним.</translation>
    </message>
    <message>
        <source>No Gear die is left after damage: the car retires from the stage (its time is 1 minute slower than the slowest finisher).</source>
        <translation>После повреждений не осталось кубиков передач: автомобиль сходит со спецучастка (его время на 1 минуту хуже худшего финишировавшего).</translation>
    </message>
    <message>
        <source>No Gear die is left after damage and the car cannot reach a pit stop: it retires and takes last place (combined-rules digest; the GT rulebook does not say).</source>
        <translation>После повреждений не осталось кубиков передач, и до пит-стопа не добраться: автомобиль сходит и занимает последнее место (сводные правила; в правилах GT об этом не сказано).</translation>
    </message>
    <message>
        <source>The car comes back onto the track facing the wrong way, with the 0 marker; that is the whole turn.</source>
        <translation>Автомобиль возвращается на трассу против движения с жетоном «0»; на этом ход заканчивается.</translation>
    </message>
    <message>
        <source>The car&apos;s space is taken: it cannot come back this turn; flip the 00 marker and lose another turn.</source>
        <translation>Клетка автомобиля занята: в этот ход он не может вернуться; переверните жетон «00» и пропустите еще один ход.</translation>
    </message>
    <message>
        <source>The car&apos;s space is taken: it cannot leave the pits this turn; flip the 0 marker and lose a turn.</source>
        <translation>Клетка автомобиля занята: в этот ход он не может выехать с пит-стопа; переверните жетон «0» и пропустите ход.</translation>
    </message>
    <message>
        <source>The car comes back from the pits onto the track and plays its turn from 0.</source>
        <translation>Автомобиль возвращается с пит-стопа на трассу и ходит с передачи «0».</translation>
    </message>
    <message>
        <source>Starting a turn at 0, the car takes its Yellow Flag off the track and puts it on its dashboard.</source>
        <translation>Начиная ход на передаче «0», автомобиль убирает свой желтый флаг с трассы и кладет его на приборную панель.</translation>
    </message>
    <message>
        <source>The car comes back onto the track where it left it and plays normally.</source>
        <translation>Автомобиль возвращается на трассу туда, где сошел, и ходит как обычно.</translation>
    </message>
    <message>
        <source>The car&apos;s space is taken. The DIRT rulebook does not say what happens; as in GT (and the combined-rules digest), it waits for a later turn.</source>
        <translation>Клетка автомобиля занята. В правилах DIRT об этом не сказано; как в GT (и в сводных правилах), он ждет следующего хода.</translation>
    </message>
    <message numerus="yes">
        <source>%n Yellow Flags: they go on the tile of the Loss of Control; no car may move alongside another on that tile or the tiles before and after it. Several flags on one tile have no further effect.</source>
        <translation>
            <numerusform>%n желтый флаг: он кладется на фрагмент трассы, где произошла потеря управления; на этом фрагменте, а также на предыдущем и следующем нельзя равняться с другим автомобилем. Несколько флагов на одном фрагменте не дают дополнительного эффекта.</numerusform>
            <numerusform>%n желтых флага: они кладутся на фрагмент трассы, где произошла потеря управления; на этом фрагменте, а также на предыдущем и следующем нельзя равняться с другим автомобилем. Несколько флагов на одном фрагменте не дают дополнительного эффекта.</numerusform>
            <numerusform>%n желтых флагов: они кладутся на фрагмент трассы, где произошла потеря управления; на этом фрагменте, а также на предыдущем и следующем нельзя равняться с другим автомобилем. Несколько флагов на одном фрагменте не дают дополнительного эффекта.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The rulebook covers two and four weather tokens in one Loss of Control (they cancel out), not %n: the referee lets two cancel out and the last one change the weather (the combined-rules digest also makes any number of them one change).</source>
        <translation>
            <numerusform>Правила описывают два и четыре жетона изменения погоды за одну потерю управления (они отменяют друг друга), но не %n: судья отменяет два из них, а последний меняет погоду (сводка правил тоже считает любое их число одним изменением).</numerusform>
            <numerusform>Правила описывают два и четыре жетона изменения погоды за одну потерю управления (они отменяют друг друга), но не %n: судья отменяет два из них, а последний меняет погоду (сводка правил тоже считает любое их число одним изменением).</numerusform>
            <numerusform>Правила описывают два и четыре жетона изменения погоды за одну потерю управления (они отменяют друг друга), но не %n: судья отменяет два из них, а последний меняет погоду (сводка правил тоже считает любое их число одним изменением).</numerusform>
        </translation>
    </message>
    <message>
        <source>Brake dice only skip gears down: from gear 0 there is no gear to skip.</source>
        <translation>Кубики торможения нужны только для пропуска передач вниз: с передачи «0» пропускать нечего.</translation>
    </message>
    <message>
        <source>The %1 seconds on the front of the gear %2 card are %3: count the card you take.</source>
        <translation>%1 секунд на лицевой стороне карты %2-й передачи — %3: считайте по карте, которую вы берете.</translation>
    </message>
    <message numerus="yes">
        <source>Solo lap: track time %1 over %n turn(s), less %2 for the Focus tokens left: %3.</source>
        <translation>
            <numerusform>Заезд: время трассы %1 за %n ход, минус %2 за оставшиеся жетоны концентрации: %3.</numerusform>
            <numerusform>Заезд: время трассы %1 за %n хода, минус %2 за оставшиеся жетоны концентрации: %3.</numerusform>
            <numerusform>Заезд: время трассы %1 за %n ходов, минус %2 за оставшиеся жетоны концентрации: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>After repairs the next turn only swaps 00 for 0: the car may not move.</source>
        <translation>После ремонта в следующем ходу можно только заменить «00» на «0»: двигаться нельзя.</translation>
    </message>
    <message>
        <source>At 00 the car does nothing this turn but come back onto the track at 0 (or wait if its space is taken): it may perform no other actions.</source>
        <translation>На передаче «00» автомобиль в этот ход только возвращается на трассу с жетоном «0» (или ждет, если его клетка занята): больше он ничего не делает.</translation>
    </message>
    <message>
        <source>the turn ends without moving, in gear %1</source>
        <translation>ход заканчивается без движения на передаче %1</translation>
    </message>
    <message>
        <source>the turn ends on the previous space, in gear %1</source>
        <translation>ход заканчивается на предыдущей клетке на передаче %1</translation>
    </message>
    <message>
        <source>Blocked: with no other space to go to, the car cannot get into this one past the cars in its way; %1.</source>
        <translation>Заблокирован: другой клетки нет, а на эту автомобиль не может проехать мимо мешающих ему автомобилей; %1.</translation>
    </message>
    <message>
        <source>Blocked: with no other space to go to, entering this one would be an unavoidable Loss of Control because of the other cars; %1.</source>
        <translation>Заблокирован: другой клетки нет, а въезд на эту из-за других автомобилей означал бы неизбежную потерю управления; %1.</translation>
    </message>
    <message>
        <source>The movement ends on the water hazard: the dice planned from here on are not played.</source>
        <translation>Движение заканчивается на броде: кубики, выложенные дальше, не разыгрываются.</translation>
    </message>
    <message>
        <source>A Flying Start is only possible on the starting line or when coming back on after a Loss of Control, not when leaving the pits.</source>
        <translation>Резкий старт возможен только на стартовой линии или при возвращении на трассу после потери управления, но не при выезде с пит-стопа.</translation>
    </message>
    <message>
        <source>SISU ignores “any and all” hazards on the dice but does not prevent a Loss of Control from a speed limit or “other track effect”. A jump taken one gear too fast loses control only through the hazard on its die, so the referee ignores that hazard and there is no Loss of Control; two gears too fast loses control without any hazard, and SISU does not prevent that.</source>
        <translation>СИСУ (SISU) отменяет «все без исключения» символы ⚠ на кубиках, но не предотвращает потерю управления из-за ограничения скорости или «другого эффекта трассы». Трамплин на передачу выше теряет управление только через символ ⚠ на своем кубике, поэтому судья отменяет этот символ, и потери управления нет; на две передачи выше управление теряется без всякого символа ⚠, и СИСУ этого не предотвращает.</translation>
    </message>
    <message>
        <source>SISU ignores “any and all” hazards on the dice, so the referee also ignores a hazard on the Flying Start die (it is not a track effect); the rulebook does not mention the case.</source>
        <translation>СИСУ (SISU) отменяет «все без исключения» символы ⚠ на кубиках, поэтому судья отменяет и символ ⚠ на кубике резкого старта (это не эффект трассы); правила этот случай не упоминают.</translation>
    </message>
    <message>
        <source>The rulebooks put the marker of “the last Gear die rolled”; this one is secured, not rolled: the referee takes the last Gear die played.</source>
        <translation>По правилам кладется жетон «последнего брошенного кубика передачи»; этот кубик обезопасен, а не брошен: судья берет последний сыгранный кубик передачи.</translation>
    </message>
    <message>
        <source>The Loss of Control table for gear %1 (the marker and the Damage tokens per colour) is %2; check it against your own dashboard.</source>
        <translation>Таблица потери управления для %1-й передачи (жетон передачи и жетоны повреждений по цветам) — %2; сверьте ее со своей приборной панелью.</translation>
    </message>
    <message>
        <source>The car was blocked: the results of the dice after it are ignored.</source>
        <translation>Автомобиль заблокирован: результаты кубиков после этого не учитываются.</translation>
    </message>
    <message>
        <source>The movement ended on the water hazard: the results of the dice after it are ignored.</source>
        <translation>Движение закончилось на броде: результаты кубиков после него не учитываются.</translation>
    </message>
    <message>
        <source>Repairs: every Damage token goes back into the bag; with the 00 marker the next turn only swaps 00 for 0 and puts the car back on the track, and the turn after it plays from 0.</source>
        <translation>Ремонт: все жетоны повреждений возвращаются в мешочек; с жетоном «00» в следующем ходу можно только заменить «00» на «0» и поставить автомобиль обратно на трассу, а еще через ход он играет с передачи «0».</translation>
    </message>
    <message>
        <source>The perfect line: entering the sharp corner diagonally crosses no dotted line; its centre limit of %1 applies.</source>
        <translation>Идеальная траектория: въезд в резкий поворот по диагонали не пересекает пунктирную линию; действует ограничение скорости %1 в центре клетки.</translation>
    </message>
    <message>
        <source>The perfect line: entering the sharp corner diagonally crosses no dotted line.</source>
        <translation>Идеальная траектория: въезд в резкий поворот по диагонали не пересекает пунктирную линию.</translation>
    </message>
    <message>
        <source>The perfect line: leaving the sharp corner diagonally crosses no dotted line, so no limit carries over to this space.</source>
        <translation>Идеальная траектория: выезд из резкого поворота по диагонали не пересекает пунктирную линию, и на эту клетку ограничение не переходит.</translation>
    </message>
    <message>
        <source>The English rulebook forbids moving alongside; the Russian edition forbids overtaking. The referee follows the English text.</source>
        <translation>Английские правила запрещают равняться с другим автомобилем, русское издание — обгонять. Судья следует английскому тексту.</translation>
    </message>
    <message>
        <source>Retired: the slowest finishing time %1 plus %2 is %3.</source>
        <translation>Сход: самое медленное время финишировавших %1 плюс %2 — это %3.</translation>
    </message>
    <message numerus="yes">
        <source>Stage time: %n Time card(s) add up to %1, less %2 Second token(s) left: %3.</source>
        <translation>
            <numerusform>Время спецучастка: %n карта времени дает %1, минус оставшиеся жетоны секунды (%2): %3.</numerusform>
            <numerusform>Время спецучастка: %n карты времени дают %1, минус оставшиеся жетоны секунды (%2): %3.</numerusform>
            <numerusform>Время спецучастка: %n карт времени дают %1, минус оставшиеся жетоны секунды (%2): %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checkpoint penalty: %1 more, a stage time of %2.</source>
        <translation>Штраф контрольного пункта: еще %1, время спецучастка %2.</translation>
    </message>
    <message numerus="yes">
        <source>Assistance: the %n Damage token(s) on the dashboard go back into the bag.</source>
        <translation>
            <numerusform>Техническая помощь: %n жетон повреждения с приборной панели возвращается в мешочек.</numerusform>
            <numerusform>Техническая помощь: %n жетона повреждений с приборной панели возвращаются в мешочек.</numerusform>
            <numerusform>Техническая помощь: %n жетонов повреждений с приборной панели возвращаются в мешочек.</numerusform>
        </translation>
    </message>
    <message>
        <source>Assistance: the Spare Tire card comes back for the next stage.</source>
        <translation>Техническая помощь: карта запасного колеса возвращается к следующему спецучастку.</translation>
    </message>
    <message>
        <source>SISU tokens: one per stage, one per rally, or back after Assistance like the Spare Tire card, as the players agree (DIRT p. 24).</source>
        <translation>Жетоны СИСУ (SISU): один на спецучасток, один на ралли или возвращается после технической помощи, как карта запасного колеса, — по договоренности игроков (DIRT, с. 24).</translation>
    </message>
    <message>
        <source>The car has retired: it no longer moves.</source>
        <translation>Автомобиль сошел: он больше не двигается.</translation>
    </message>
    <message>
        <source>After repairs the car stays on the Pit Stop tile: 00 becomes 0, and that is the whole turn. It comes back onto the track at the start of its next turn.</source>
        <translation>После ремонта автомобиль остается на фрагменте пит-стопа: «00» меняется на «0», и на этом ход заканчивается. На трассу он возвращается в начале следующего хода.</translation>
    </message>
    <message>
        <source>After repairs 00 becomes 0 and the car goes back onto the track; that is the whole turn, it moves next round.</source>
        <translation>После ремонта «00» меняется на «0», и автомобиль ставится обратно на трассу; на этом ход заканчивается, двигаться он начнет в следующем раунде.</translation>
    </message>
    <message>
        <source>The car&apos;s space is taken: it cannot go back onto the track this turn; flip the 00 marker and lose another turn.</source>
        <translation>Клетка автомобиля занята: в этот ход он не может вернуться на трассу; переверните жетон «00» и потеряйте еще один ход.</translation>
    </message>
    <message>
        <source>The English rulebook keeps the car on the Pit Stop tile while 00 becomes 0; the Russian one puts it back on the track at once. The rules option “repairsReturn” chooses (now: %1).</source>
        <translation>По английским правилам автомобиль остается на фрагменте пит-стопа, пока «00» меняется на «0»; по русским он сразу возвращается на трассу. Выбирает параметр правил «repairsReturn» (сейчас: %1).</translation>
    </message>
    <message>
        <source>back on the track</source>
        <translation>обратно на трассу</translation>
    </message>
    <message>
        <source>stay in the pits</source>
        <translation>остаться на пит-стопе</translation>
    </message>
    <message>
        <source>Coming back from 00 is the whole turn: the car may perform no other actions.</source>
        <translation>Возвращение с «00» занимает весь ход: больше автомобиль ничего не делает.</translation>
    </message>
    <message>
        <source>Where it comes back: the English rulebook does not say; the Russian edition says the space nearest the car, the combined-rules digest the space where it lost control (the car was put beside that space).</source>
        <translation>Куда он возвращается: английские правила не говорят; русское издание — на ближайшую к нему клетку, сводка правил — на клетку, где произошла потеря управления (автомобиль стоит рядом с ней).</translation>
    </message>
    <message>
        <source>The car cannot leave the pits this turn: it may not move.</source>
        <translation>В этот ход автомобиль не может выехать с пит-стопа: двигаться нельзя.</translation>
    </message>
    <message>
        <source>The car cannot come back onto the track this turn: it may not move.</source>
        <translation>В этот ход автомобиль не может вернуться на трассу: двигаться нельзя.</translation>
    </message>
</context>
<context>
    <name>RulesData</name>
    <message>
        <source>a car class needs an id</source>
        <translation>у категории автомобиля должен быть идентификатор</translation>
    </message>
    <message>
        <source>unsupported version</source>
        <translation>неподдерживаемая версия</translation>
    </message>
    <message>
        <source>Your data corrections in %1 cannot be read: %2</source>
        <translation>Ваши исправления данных в %1 не удается прочитать: %2</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>файл слишком большой</translation>
    </message>
    <message>
        <source>Your data corrections could not be saved to %1: %2</source>
        <translation>Не удалось сохранить ваши исправления данных в %1: %2</translation>
    </message>
    <message>
        <source>the folder cannot be created</source>
        <translation>не удается создать папку</translation>
    </message>
    <message>
        <source>unknown damage token</source>
        <translation>неизвестный жетон повреждения</translation>
    </message>
    <message>
        <source>unknown shortcut result</source>
        <translation>неизвестный результат срезки</translation>
    </message>
    <message>
        <source>a dashboard needs a class, tyres and condition</source>
        <translation>для приборной панели нужны категория, шины и условия</translation>
    </message>
    <message>
        <source>unknown car class “%1”</source>
        <translation>неизвестная категория автомобиля «%1»</translation>
    </message>
    <message>
        <source>no row for gear %1</source>
        <translation>нет строки для передачи %1</translation>
    </message>
    <message>
        <source>a die is missing from the table</source>
        <translation>в таблице не хватает кубика</translation>
    </message>
    <message>
        <source>The built-in data file %1 is missing.</source>
        <translation>Встроенный файл данных %1 отсутствует.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no deck for gear %1</source>
        <translation>нет колоды для передачи %1</translation>
    </message>
</context>
<context>
    <name>SheetPrinting</name>
    <message>
        <source>Score sheet — %1</source>
        <translation>Таблица подсчета — %1</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Таблица подсчета</translation>
    </message>
    <message>
        <source>Rally sheet — %1</source>
        <translation>Лист ралли — %1</translation>
    </message>
    <message>
        <source>Rally sheet</source>
        <translation>Лист ралли</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>Cannot start the PDF %1.</source>
        <translation>Не удаётся начать PDF %1.</translation>
    </message>
</context>
<context>
    <name>SoloLap</name>
    <message>
        <source>The track name is too long (at most %1 characters).</source>
        <translation>Название трассы слишком длинное (не больше %1 символов).</translation>
    </message>
    <message>
        <source>The driver&apos;s name is too long (at most %1 characters).</source>
        <translation>Имя пилота слишком длинное (не больше %1 символов).</translation>
    </message>
    <message>
        <source>The notes are too long (at most %1 characters).</source>
        <translation>Заметки слишком длинные (не больше %1 символов).</translation>
    </message>
    <message numerus="yes">
        <source>A lap has at most %n turn(s).</source>
        <translation>
            <numerusform>В круге не больше %n хода.</numerusform>
            <numerusform>В круге не больше %n ходов.</numerusform>
            <numerusform>В круге не больше %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1 ends in an impossible gear.</source>
        <translation>Ход %1 закончен на невозможной передаче.</translation>
    </message>
    <message>
        <source>A finished lap needs at least one turn.</source>
        <translation>В законченном круге должен быть хотя бы один ход.</translation>
    </message>
    <message>
        <source>The date %1 is not plausible.</source>
        <translation>Дата %1 неправдоподобна.</translation>
    </message>
    <message>
        <source>Focus tokens cannot be negative (%1).</source>
        <translation>Число жетонов концентрации не может быть отрицательным (%1).</translation>
    </message>
    <message>
        <source>%1 Focus tokens is more than a lap can leave (at most %2).</source>
        <translation>%1 жетонов концентрации — больше, чем может остаться после круга (не больше %2).</translation>
    </message>
</context>
<context>
    <name>SoloLapOptions</name>
    <message>
        <source>GT6</source>
        <translation>GT6</translation>
    </message>
    <message>
        <source>GT6 B.O.P.</source>
        <translation>GT6 B.O.P.</translation>
    </message>
    <message>
        <source>GT5</source>
        <translation>GT5</translation>
    </message>
    <message>
        <source>GT5 B.O.P.</source>
        <translation>GT5 B.O.P.</translation>
    </message>
    <message>
        <source>GT4</source>
        <translation>GT4</translation>
    </message>
    <message>
        <source>Asphalt</source>
        <translation>Шоссейные</translation>
    </message>
    <message>
        <source>Rain</source>
        <translation>Дождевые</translation>
    </message>
    <message>
        <source>Soft</source>
        <translation>Мягкие</translation>
    </message>
    <message>
        <source>Dry</source>
        <translation>Сухая</translation>
    </message>
    <message>
        <source>Wet</source>
        <translation>Дождь</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Случайная</translation>
    </message>
    <message>
        <source>D</source>
        <extracomment>Written in a turn&apos;s box for a dry turn (rulebook: D; Russian rulebook: С).</extracomment>
        <translation>С</translation>
    </message>
    <message>
        <source>W</source>
        <extracomment>Written in a turn&apos;s box for a wet turn (rulebook: W; Russian rulebook: Д).</extracomment>
        <translation>Д</translation>
    </message>
</context>
<context>
    <name>SoloSheetPrinter</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Страница %1 из %2</translation>
    </message>
    <message>
        <source>RALLYMAN: GT · SOLO MODE</source>
        <translation>RALLYMAN: GT · РЕЖИМ ДЛЯ ОДНОГО ИГРОКА</translation>
    </message>
    <message>
        <source>SCORE SHEET</source>
        <translation>ТАБЛИЦА ПОДСЧЕТА</translation>
    </message>
    <message>
        <source>TRACK</source>
        <translation>ТРАССА</translation>
    </message>
    <message>
        <source>DRIVER</source>
        <translation>ПИЛОТ</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>ДАТА</translation>
    </message>
    <message>
        <source>WEATHER</source>
        <translation>ПОГОДА</translation>
    </message>
    <message>
        <source>CAR</source>
        <translation>КАТЕГОРИЯ</translation>
    </message>
    <message>
        <source>TIRES</source>
        <translation>ШИНЫ</translation>
    </message>
    <message>
        <source>T%1</source>
        <extracomment>Turn column heading on the printed solo sheet: T1, T2...</extracomment>
        <translation>T%1</translation>
    </message>
    <message>
        <source>GEAR</source>
        <translation>ПЕРЕДАЧА</translation>
    </message>
    <message>
        <source>TURNS</source>
        <translation>ХОДЫ</translation>
    </message>
    <message>
        <source>× TIME</source>
        <translation>× ВРЕМЯ</translation>
    </message>
    <message>
        <source>= SUBTOTAL</source>
        <translation>= ИТОГО</translation>
    </message>
    <message>
        <source>TRACK TIME</source>
        <translation>ВРЕМЯ ТРАССЫ</translation>
    </message>
    <message>
        <source>FOCUS TOKENS</source>
        <translation>ЖЕТОНЫ КОНЦЕНТРАЦИИ</translation>
    </message>
    <message>
        <source>−1 second each</source>
        <translation>по −1 сек.</translation>
    </message>
    <message>
        <source>FINAL TIME</source>
        <translation>РЕЗУЛЬТАТ ГОНКИ</translation>
    </message>
    <message>
        <source>NOTES</source>
        <translation>ЗАМЕТКИ</translation>
    </message>
    <message>
        <source>At the end of each turn, tick the box of the gear shown on your gear marker. With random weather, write D (dry) or W (wet) instead of X.</source>
        <translation>В конце каждого хода поставьте «Х» в клетку передачи, указанной на жетоне передачи. При случайной погоде пишите «С» (сухая погода) или «Д» (дождь) вместо «Х».</translation>
    </message>
    <message>
        <source>Track time = turns in each gear × its time, added up. Final time = track time − 1 second per Focus token left at the end of the lap.</source>
        <translation>Время трассы = сумма по передачам: число ходов × время передачи. Результат гонки = время трассы − 1 секунда за каждый жетон концентрации, оставшийся в конце круга.</translation>
    </message>
    <message>
        <source>Times from the Rallyman: GT rulebook, Solo Mode. Printed with Pacenotes.</source>
        <translation>Время — по правилам Rallyman: GT, режим для одного игрока. Напечатано в Pacenotes.</translation>
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
    <name>TileItem</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — not in the tile catalog</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — нет в каталоге фрагментов</translation>
    </message>
</context>
<context>
    <name>TileRenderer</name>
    <message>
        <source>?
%1</source>
        <translation>?
%1</translation>
    </message>
    <message>
        <source>PIT</source>
        <translation>ПИТ</translation>
    </message>
</context>
<context>
    <name>TrackExporter</name>
    <message>
        <source>The track has no tiles yet: there is nothing to export.</source>
        <translation>На трассе ещё нет фрагментов: экспортировать нечего.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>the picture is too large</source>
        <translation>изображение слишком большое</translation>
    </message>
    <message>
        <source>cannot start the SVG</source>
        <translation>не удаётся начать SVG</translation>
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
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>The file is JSON of the kind &quot;%1&quot;, not a track.</source>
        <translation>Файл в формате JSON вида «%1», а не трасса.</translation>
    </message>
    <message>
        <source>The file is JSON, but not a track in a format Pacenotes reads (Pacenotes, Rekee or Rallyman Track Editor).</source>
        <translation>Файл в формате JSON, но это не трасса в формате, который читает Pacenotes (Pacenotes, Rekee или Rallyman Track Editor).</translation>
    </message>
    <message>
        <source>The file is empty: it holds no track.</source>
        <translation>Файл пуст: в нём нет трассы.</translation>
    </message>
    <message>
        <source>The file is not a Pacenotes package: it is not a zip archive.</source>
        <translation>Файл не является пакетом Pacenotes: это не zip-архив.</translation>
    </message>
    <message>
        <source>Cannot tell which format to write: use .pacenotes, .json, .rekee.json or .rgt.</source>
        <translation>Непонятно, в каком формате записывать: используйте .pacenotes, .json, .rekee.json или .rgt.</translation>
    </message>
    <message>
        <source>laps (%1)</source>
        <translation>числа кругов (%1)</translation>
    </message>
    <message>
        <source>the reversed driving direction</source>
        <translation>обратного направления движения</translation>
    </message>
    <message>
        <source>the tile list</source>
        <translation>списка фрагментов</translation>
    </message>
    <message>
        <source>the notes</source>
        <translation>заметок</translation>
    </message>
    <message>
        <source>the source</source>
        <translation>источника</translation>
    </message>
    <message>
        <source>%1 files have no place for %2; they are not written.</source>
        <translation>В формате «%1» нет места для %2; они не записываются.</translation>
    </message>
    <message>
        <source>The track has no tiles laid out, so the %1 file is empty.</source>
        <translation>На трассе ещё не выложено ни одного фрагмента, поэтому файл в формате «%1» будет пустым.</translation>
    </message>
    <message>
        <source>GT Track %1 or %2</source>
        <translation>Трасса GT %1 или %2</translation>
    </message>
    <message>
        <source>GT Track %1</source>
        <translation>Трасса GT %1</translation>
    </message>
    <message>
        <source>DIRT Rally %1 SS%2</source>
        <translation>Ралли DIRT %1, СУ%2</translation>
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
    <name>TrackPackage</name>
    <message>
        <source>Cannot add %1 to the package (zip error %2).</source>
        <translation>Не удаётся добавить %1 в пакет (ошибка zip %2).</translation>
    </message>
    <message>
        <source>The package is damaged: %1 cannot be found in it.</source>
        <translation>Пакет повреждён: в нём не найден %1.</translation>
    </message>
    <message>
        <source>The package is damaged: %1 cannot be unpacked (zip error %2).</source>
        <translation>Пакет повреждён: не удаётся распаковать %1 (ошибка zip %2).</translation>
    </message>
    <message>
        <source>The package is damaged: %1 cannot be unpacked.</source>
        <translation>Пакет повреждён: не удаётся распаковать %1.</translation>
    </message>
    <message>
        <source>The package is damaged or hostile: %1 unpacks to more than it declares.</source>
        <translation>Пакет повреждён или вредоносен: %1 распаковывается в больший объём, чем заявлено.</translation>
    </message>
    <message>
        <source>The package is damaged: %1 fails its checksum.</source>
        <translation>Пакет повреждён: у %1 не сходится контрольная сумма.</translation>
    </message>
    <message>
        <source>The package is damaged: %1 is shorter than it declares.</source>
        <translation>Пакет повреждён: %1 короче, чем заявлено.</translation>
    </message>
    <message>
        <source>its size is missing or larger than %1 × %1 pixels</source>
        <translation>размер не указан или больше %1 × %1 пикселей</translation>
    </message>
    <message>
        <source>Cannot create the package (zip error %1).</source>
        <translation>Не удаётся создать пакет (ошибка zip %1).</translation>
    </message>
    <message>
        <source>Cannot encode the preview image.</source>
        <translation>Не удаётся закодировать картинку предпросмотра.</translation>
    </message>
    <message>
        <source>Cannot finish the package (zip error %1).</source>
        <translation>Не удаётся завершить пакет (ошибка zip %1).</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>The package is larger than %1 MB; no track package is that big.</source>
        <translation>Пакет больше %1 МБ; пакеты трасс такими не бывают.</translation>
    </message>
    <message>
        <source>This is not a readable Pacenotes package: %1</source>
        <translation>Это не читаемый пакет Pacenotes: %1</translation>
    </message>
    <message>
        <source>The package has no track.json: it is not a Pacenotes track, or it is damaged.</source>
        <translation>В пакете нет track.json: это не трасса Pacenotes, или пакет повреждён.</translation>
    </message>
    <message>
        <source>The package&apos;s track.json is %1 bytes; at most %2 are accepted.</source>
        <translation>Размер track.json в пакете — %1 байт; принимается не больше %2.</translation>
    </message>
    <message>
        <source>The package cannot be opened (zip error %1).</source>
        <translation>Не удаётся открыть пакет (ошибка zip %1).</translation>
    </message>
    <message>
        <source>The package&apos;s track.json is not valid JSON (%1 at byte %2).</source>
        <translation>track.json в пакете не является правильным JSON (%1, байт %2).</translation>
    </message>
    <message>
        <source>The package&apos;s track.json is not a track (expected an object).</source>
        <translation>track.json в пакете — не трасса (ожидался объект).</translation>
    </message>
    <message>
        <source>The preview image in the package could not be read (%1); it was left out.</source>
        <translation>Картинку предпросмотра в пакете не удалось прочитать (%1); она пропущена.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не удаётся открыть %1: %2</translation>
    </message>
</context>
<context>
    <name>TrackPoster</name>
    <message>
        <source>Untitled track</source>
        <translation>Трасса без названия</translation>
    </message>
    <message>
        <source>circuit</source>
        <translation>кольцевая трасса</translation>
    </message>
    <message numerus="yes">
        <source>%n lap(s)</source>
        <translation>
            <numerusform>%n круг</numerusform>
            <numerusform>%n круга</numerusform>
            <numerusform>%n кругов</numerusform>
        </translation>
    </message>
    <message>
        <source>stage</source>
        <translation>спецучасток</translation>
    </message>
    <message>
        <source>course not closed</source>
        <translation>трасса не замкнута</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>автор: %1</translation>
    </message>
    <message>
        <source>No tiles placed yet.</source>
        <translation>Фрагменты ещё не выложены.</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Фрагменты</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message numerus="yes">
        <source>Total: %n tile(s)</source>
        <translation>
            <numerusform>Всего: %n фрагмент</numerusform>
            <numerusform>Всего: %n фрагмента</numerusform>
            <numerusform>Всего: %n фрагментов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrackPrintout</name>
    <message>
        <source>%1 — layout and build sheet</source>
        <translation>%1 — схема и лист сборки</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Страница %1 из %2</translation>
    </message>
    <message>
        <source>The track has no tiles yet: there is nothing to print.</source>
        <translation>На трассе ещё нет фрагментов: печатать нечего.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>Cannot start the PDF %1.</source>
        <translation>Не удаётся начать PDF %1.</translation>
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
    <name>TrackScanner</name>
    <message>
        <source>The file no longer exists.</source>
        <translation>Файла больше нет.</translation>
    </message>
    <message>
        <source>Not a regular file.</source>
        <translation>Это не обычный файл.</translation>
    </message>
    <message>
        <source>Not a track file.</source>
        <translation>Это не файл трассы.</translation>
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
<context>
    <name>TurnOrder</name>
    <message>
        <source>%1 before %2: gear 0 counts as higher than 00.</source>
        <translation>%1 раньше %2: передача «0» считается выше, чем «00».</translation>
    </message>
    <message>
        <source>%1 before %2: higher gear (%3 against %4).</source>
        <translation>%1 раньше %2: передача выше (%3 против %4).</translation>
    </message>
    <message>
        <source>%1 before %2: same gear, and cars on the track play before cars off it.</source>
        <translation>%1 раньше %2: передача одинаковая, а автомобили на трассе ходят раньше тех, что сошли с трассы.</translation>
    </message>
    <message>
        <source>%1 before %2: level on distance, and a car on the track goes before one off it.</source>
        <translation>%1 раньше %2: дистанция одинаковая, а автомобиль на трассе ходит раньше сошедшего с трассы.</translation>
    </message>
    <message>
        <source>%1 before %2: same gear, and %1 is further along the track.</source>
        <translation>%1 раньше %2: передача одинаковая, а %1 дальше от старта.</translation>
    </message>
    <message>
        <source>%1 before %2: %1 is further along the track.</source>
        <translation>%1 раньше %2: %1 дальше от старта.</translation>
    </message>
    <message>
        <source>%1 before %2: same gear and distance, and %1 is on the inside of the current or next corner.</source>
        <translation>%1 раньше %2: передача и дистанция одинаковые, а %1 ближе к внутренней полосе текущего или следующего поворота.</translation>
    </message>
    <message>
        <source>%1 and %2 are level on every count: the rulebook leaves it to the players (the most logical solution, a vote, or a coin toss); they keep the order given.</source>
        <translation>%1 и %2 равны по всем признакам: правила оставляют решение игрокам (самое логичное решение, голосование или монетка); сохранен заданный порядок.</translation>
    </message>
    <message>
        <source>%1 before %2: %2 starts the stage this round and plays after the cars already on it.</source>
        <translation>%1 раньше %2: %2 стартует на спецучастке в этом раунде и ходит после автомобилей, которые уже на нем.</translation>
    </message>
    <message>
        <source>%1 before %2: both return to the track this round, and %1 left it first.</source>
        <translation>%1 раньше %2: оба возвращаются на трассу в этом раунде, а %1 сошел с нее первым.</translation>
    </message>
    <message>
        <source>%1 before %2: both are off the track level, and %1 left it first.</source>
        <translation>%1 раньше %2: оба вне трассы на одном уровне, а %1 сошел с нее первым.</translation>
    </message>
    <message>
        <source>%1 starts the stage this round: its car goes on the space behind the starting line, in gear 0.</source>
        <translation>%1 стартует на спецучастке в этом раунде: автомобиль ставится на клетку за стартовой линией, на передаче «0».</translation>
    </message>
</context>
<context>
    <name>UndoCommands</name>
    <message>
        <source>Change track properties</source>
        <translation>Изменить свойства трассы</translation>
    </message>
    <message>
        <source>Flip tile %1 to %2</source>
        <translation>Перевернуть фрагмент %1 на %2</translation>
    </message>
    <message numerus="yes">
        <source>Flip %n tile(s)</source>
        <translation>
            <numerusform>Перевернуть %n фрагмент</numerusform>
            <numerusform>Перевернуть %n фрагмента</numerusform>
            <numerusform>Перевернуть %n фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <source>Move track</source>
        <translation>Сдвинуть трассу</translation>
    </message>
    <message>
        <source>Move tile %1</source>
        <translation>Переместить фрагмент %1</translation>
    </message>
    <message numerus="yes">
        <source>Move %n tile(s)</source>
        <translation>
            <numerusform>Переместить %n фрагмент</numerusform>
            <numerusform>Переместить %n фрагмента</numerusform>
            <numerusform>Переместить %n фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <source>Append tile %1</source>
        <translation>Добавить фрагмент %1</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n tile(s)</source>
        <translation>
            <numerusform>Вставить %n фрагмент</numerusform>
            <numerusform>Вставить %n фрагмента</numerusform>
            <numerusform>Вставить %n фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <source>Place tile %1</source>
        <translation>Уложить фрагмент %1</translation>
    </message>
    <message numerus="yes">
        <source>Place %n tile(s)</source>
        <translation>
            <numerusform>Уложить %n фрагмент</numerusform>
            <numerusform>Уложить %n фрагмента</numerusform>
            <numerusform>Уложить %n фрагментов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cut %n tile(s)</source>
        <translation>
            <numerusform>Вырезать %n фрагмент</numerusform>
            <numerusform>Вырезать %n фрагмента</numerusform>
            <numerusform>Вырезать %n фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete tile %1</source>
        <translation>Удалить фрагмент %1</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n tile(s)</source>
        <translation>
            <numerusform>Удалить %n фрагмент</numerusform>
            <numerusform>Удалить %n фрагмента</numerusform>
            <numerusform>Удалить %n фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <source>Rotate tile %1</source>
        <translation>Повернуть фрагмент %1</translation>
    </message>
    <message numerus="yes">
        <source>Rotate %n tile(s)</source>
        <translation>
            <numerusform>Повернуть %n фрагмент</numerusform>
            <numerusform>Повернуть %n фрагмента</numerusform>
            <numerusform>Повернуть %n фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <source>Rotate track clockwise</source>
        <translation>Повернуть трассу по часовой стрелке</translation>
    </message>
    <message>
        <source>Rotate track counter-clockwise</source>
        <translation>Повернуть трассу против часовой стрелки</translation>
    </message>
    <message>
        <source>Change rally details</source>
        <translation>Изменение данных ралли</translation>
    </message>
    <message>
        <source>Add stage %1</source>
        <translation>Добавление спецучастка %1</translation>
    </message>
    <message>
        <source>Remove stage %1</source>
        <translation>Удаление спецучастка %1</translation>
    </message>
    <message>
        <source>Change stage %1</source>
        <translation>Изменение спецучастка %1</translation>
    </message>
    <message>
        <source>Add player %1</source>
        <translation>Добавление игрока %1</translation>
    </message>
    <message>
        <source>Remove player %1</source>
        <translation>Удаление игрока %1</translation>
    </message>
    <message>
        <source>Move player %1</source>
        <translation>Перемещение игрока %1</translation>
    </message>
    <message>
        <source>Rename player %1</source>
        <translation>Переименование игрока %1</translation>
    </message>
    <message>
        <source>Turn %1: gear %2</source>
        <translation>Ход %1: передача %2</translation>
    </message>
    <message>
        <source>Remove turn %1</source>
        <translation>Удаление хода %1</translation>
    </message>
    <message>
        <source>Correct turn %1</source>
        <translation>Исправление хода %1</translation>
    </message>
    <message>
        <source>Change sheet header</source>
        <translation>Изменение шапки таблицы</translation>
    </message>
    <message>
        <source>Focus tokens: %1</source>
        <translation>Жетоны концентрации: %1</translation>
    </message>
    <message>
        <source>Finish the lap</source>
        <translation>Завершение круга</translation>
    </message>
    <message>
        <source>Reopen the lap</source>
        <translation>Возобновление круга</translation>
    </message>
    <message>
        <source>Change notes</source>
        <translation>Изменение заметок</translation>
    </message>
    <message>
        <source>%1, stage %2</source>
        <translation>%1, спецучасток %2</translation>
    </message>
    <message>
        <source>%1, stage %2: %3</source>
        <translation>%1, спецучасток %2: %3</translation>
    </message>
    <message>
        <source>%1, stage %2: clear the time</source>
        <translation>%1, спецучасток %2: время стёрто</translation>
    </message>
    <message numerus="yes">
        <source>%1, stage %2: %n penalty token(s)</source>
        <translation>
            <numerusform>%1, спецучасток %2: %n штрафной жетон</numerusform>
            <numerusform>%1, спецучасток %2: %n штрафных жетона</numerusform>
            <numerusform>%1, спецучасток %2: %n штрафных жетонов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 retires from stage %2</source>
        <translation>%1: сход со спецучастка %2</translation>
    </message>
    <message>
        <source>%1 did not retire from stage %2</source>
        <translation>%1: отмена схода со спецучастка %2</translation>
    </message>
    <message>
        <source>%1, stage %2: damage %3</source>
        <translation>%1, спецучасток %2: повреждения %3</translation>
    </message>
    <message>
        <source>%1, stage %2: spare tire</source>
        <translation>%1, спецучасток %2: запасное колесо</translation>
    </message>
    <message>
        <source>Lay out tiles</source>
        <translation>Разложить фрагменты</translation>
    </message>
</context>
<context>
    <name>ZipDirectory</name>
    <message>
        <source>The file is too short to be a zip archive.</source>
        <translation>Файл слишком короткий для zip-архива.</translation>
    </message>
    <message>
        <source>The file is not a zip archive, or it is truncated (no end of archive record).</source>
        <translation>Файл не является zip-архивом или обрезан (нет записи о конце архива).</translation>
    </message>
    <message>
        <source>The archive is damaged: it has more than one end of archive record.</source>
        <translation>Архив повреждён: в нём больше одной записи о конце архива.</translation>
    </message>
    <message>
        <source>The archive uses the zip64 extension, which a track package never needs.</source>
        <translation>Архив использует расширение zip64, которое пакету трассы никогда не нужно.</translation>
    </message>
    <message>
        <source>The archive is split over several disks, which is not supported.</source>
        <translation>Архив разбит на несколько томов; это не поддерживается.</translation>
    </message>
    <message>
        <source>The archive has %1 entries; a track package has only a few (at most %2 are accepted).</source>
        <translation>В архиве %1 записей; в пакете трассы их всего несколько (принимается не больше %2).</translation>
    </message>
    <message>
        <source>The archive is damaged: its directory lies outside the file.</source>
        <translation>Архив повреждён: его оглавление лежит за пределами файла.</translation>
    </message>
    <message>
        <source>The archive is damaged: its directory does not end where the end record begins.</source>
        <translation>Архив повреждён: его оглавление не заканчивается там, где начинается запись о конце архива.</translation>
    </message>
    <message>
        <source>The archive is damaged: directory entry %1 is broken.</source>
        <translation>Архив повреждён: запись оглавления %1 испорчена.</translation>
    </message>
    <message>
        <source>The archive contains the entry &quot;%1&quot;, whose name is not a safe relative path.</source>
        <translation>В архиве есть запись «%1», имя которой не является безопасным относительным путём.</translation>
    </message>
    <message>
        <source>The archive contains the entry &quot;%1&quot; twice.</source>
        <translation>В архиве дважды есть запись «%1».</translation>
    </message>
    <message>
        <source>The entry &quot;%1&quot; is encrypted.</source>
        <translation>Запись «%1» зашифрована.</translation>
    </message>
    <message>
        <source>The entry &quot;%1&quot; uses compression method %2; only stored and deflated entries are read.</source>
        <translation>Запись «%1» сжата методом %2; читаются только несжатые записи и записи, сжатые методом deflate.</translation>
    </message>
    <message>
        <source>The archive is damaged: the stored entry &quot;%1&quot; has two different sizes.</source>
        <translation>Архив повреждён: у несжатой записи «%1» два разных размера.</translation>
    </message>
    <message>
        <source>The entry &quot;%1&quot; would unpack to %2 bytes; at most %3 are accepted.</source>
        <translation>Запись «%1» распаковалась бы в %2 байт; принимается не больше %3.</translation>
    </message>
    <message>
        <source>The entry &quot;%1&quot; is compressed more than %2 times: it looks like a decompression bomb.</source>
        <translation>Запись «%1» сжата больше чем в %2 раз: похоже на zip-бомбу.</translation>
    </message>
    <message>
        <source>The archive would unpack to more than %1 bytes.</source>
        <translation>Архив распаковался бы больше чем в %1 байт.</translation>
    </message>
    <message>
        <source>The archive is damaged: the data of &quot;%1&quot; is missing.</source>
        <translation>Архив повреждён: нет данных записи «%1».</translation>
    </message>
    <message>
        <source>The archive is damaged: the headers of &quot;%1&quot; disagree.</source>
        <translation>Архив повреждён: заголовки записи «%1» не совпадают.</translation>
    </message>
    <message>
        <source>The archive is truncated: the data of &quot;%1&quot; is cut short.</source>
        <translation>Архив обрезан: данные записи «%1» неполные.</translation>
    </message>
    <message>
        <source>The archive is damaged: its directory size is wrong.</source>
        <translation>Архив повреждён: неверный размер оглавления.</translation>
    </message>
    <message>
        <source>The archive is damaged: the entries &quot;%1&quot; and &quot;%2&quot; overlap.</source>
        <translation>Архив повреждён: записи «%1» и «%2» перекрываются.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Language: en or ru (default: as set in the app, else the system&apos;s).</source>
        <translation>Язык: en или ru (по умолчанию — выбранный в программе, иначе системный).</translation>
    </message>
    <message>
        <source>Save a picture of the window to PNG and quit.</source>
        <translation>Сохранить снимок окна в PNG и выйти.</translation>
    </message>
    <message>
        <source>A track to open.</source>
        <translation>Трасса, которую нужно открыть.</translation>
    </message>
</context>
</TS>
