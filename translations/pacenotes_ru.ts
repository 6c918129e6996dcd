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
    <name>RekeeFormat</name>
    <message>
        <source>The field &quot;%1&quot; must be text.</source>
        <translation>Поле «%1» должно быть текстом.</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; is too long.</source>
        <translation>Поле «%1» слишком длинное.</translation>
    </message>
    <message>
        <source>A Rekee track needs a &quot;tiles&quot; list.</source>
        <translation>В трассе Rekee должен быть список «tiles».</translation>
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
        <source>The field &quot;%1&quot; must be text.</source>
        <translation>Поле «%1» должно быть текстом.</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; is too long.</source>
        <translation>Поле «%1» слишком длинное.</translation>
    </message>
    <message>
        <source>An .rgt track needs a &quot;Tuiles&quot; list.</source>
        <translation>В трассе .rgt должен быть список «Tuiles».</translation>
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
    <message>
        <source>The archive is damaged: it has more than one end of archive record.</source>
        <translation>Архив повреждён: в нём больше одной записи о конце архива.</translation>
    </message>
    <message>
        <source>The archive is damaged: its directory does not end where the end record begins.</source>
        <translation>Архив повреждён: его оглавление не заканчивается там, где начинается запись о конце архива.</translation>
    </message>
</context>
</TS>
