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
        <translation>&amp;История</translation>
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
        <translation>История</translation>
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
<context>
    <name>UndoCommands</name>
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
</context>
</TS>
