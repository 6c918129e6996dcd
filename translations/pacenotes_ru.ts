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
        <translation>История</translation>
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
</context>
</TS>
