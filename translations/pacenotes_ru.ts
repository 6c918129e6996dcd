<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>Catalog</name>
    <message>
        <source>Rallyman: GT core box</source>
        <translation>Rallyman: GT, базовая игра</translation>
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
        <translation>Rallyman: DIRT, базовая игра</translation>
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
</context>
<context>
    <name>Cli</name>
    <message>
        <source>describe a track: kind, tiles, boxes needed, statistics, problems</source>
        <translation>описать трассу: вид, фрагменты, нужные коробки, статистика, проблемы</translation>
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
        <source>%1: larger than 1 MB</source>
        <translation>%1: больше 1 МБ</translation>
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
        <source>Check copies against these boxes, e.g. gt-core,dirt-core=2 (default: one of every box).</source>
        <translation>Проверять количество по этим коробкам, например gt-core,dirt-core=2 (по умолчанию — по одной каждой).</translation>
    </message>
    <message>
        <source>Track files (.pacenotes, .json, .rgt).</source>
        <translation>Файлы трасс (.pacenotes, .json, .rgt).</translation>
    </message>
    <message>
        <source>Checks tracks. Exit code 0: valid; 1: problems found; 2: a file cannot be read.</source>
        <translation>Проверяет трассы. Код выхода 0: все верно; 1: найдены проблемы; 2: файл не удается прочитать.</translation>
    </message>
    <message>
        <source>validate: name at least one track file.</source>
        <translation>validate: укажите хотя бы один файл трассы.</translation>
    </message>
    <message>
        <source>valid stage</source>
        <translation>верный спецучасток</translation>
    </message>
    <message>
        <source>valid circuit</source>
        <translation>верная кольцевая трасса</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n tile(s) on the course</source>
        <translation>
            <numerusform>%1, %n фрагмент на маршруте</numerusform>
            <numerusform>%1, %n фрагмента на маршруте</numerusform>
            <numerusform>%1, %n фрагментов на маршруте</numerusform>
        </translation>
    </message>
    <message>
        <source>check track files and print their problems</source>
        <translation>проверить файлы трасс и вывести их проблемы</translation>
    </message>
</context>
<context>
    <name>Collection</name>
    <message>
        <source>Bad box count in &quot;%1&quot;: use a whole number from 0 to 99.</source>
        <translation>Неверное количество коробок в «%1»: укажите целое число от 0 до 99.</translation>
    </message>
    <message>
        <source>Unknown box &quot;%1&quot;. Known boxes: %2.</source>
        <translation>Неизвестная коробка «%1». Известные коробки: %2.</translation>
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
        <source>expected one of: %1</source>
        <translation>ожидается одно из: %1</translation>
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
        <source>the request is larger than 1 MB</source>
        <translation>запрос больше 1 МБ</translation>
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
        <source>nothing to rule on: give a &quot;move&quot;, &quot;damage&quot;, &quot;shortcut&quot;, &quot;pitStop&quot;, &quot;spareTyre&quot; or &quot;turnStart&quot;</source>
        <translation>судить нечего: укажите &quot;move&quot;, &quot;damage&quot;, &quot;shortcut&quot;, &quot;pitStop&quot;, &quot;spareTyre&quot; или &quot;turnStart&quot;</translation>
    </message>
</context>
<context>
    <name>Pacenotes::CatalogNames</name>
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
        <translation>желтый</translation>
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
        <translation>прямой</translation>
    </message>
    <message>
        <source>60° bend</source>
        <translation>поворот 60°</translation>
    </message>
    <message>
        <source>120° bend</source>
        <translation>поворот 120°</translation>
    </message>
    <message>
        <source>kink</source>
        <translation>изгиб</translation>
    </message>
    <message>
        <source>skewed straight</source>
        <translation>косой прямой</translation>
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
        <translation>перекресток</translation>
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
        <translation>ограничение %1 + символ ⚠</translation>
    </message>
    <message>
        <source>hazard</source>
        <translation>символ ⚠</translation>
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
        <translation>подъем</translation>
    </message>
</context>
<context>
    <name>Pacenotes::Check</name>
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
        <translation>Фрагмент %1 из %2, а эта трасса для %3.</translation>
    </message>
    <message>
        <source>The track has no tiles.</source>
        <translation>На трассе нет фрагментов.</translation>
    </message>
    <message>
        <source>The road of tile %1 runs into a side of tile %2 that has no road.</source>
        <translation>Дорога фрагмента %1 упирается в сторону фрагмента %2 без дороги.</translation>
    </message>
    <message>
        <source>Tiles %1 and %2 meet with %3 and %4 lanes.</source>
        <translation>Фрагменты %1 и %2 стыкуются полосами %3 и %4.</translation>
    </message>
    <message>
        <source>Tiles %1 and %2 meet with a skewed half-space edge against a straight edge.</source>
        <translation>Фрагменты %1 и %2 стыкуются косым краем в полклетки с прямым краем.</translation>
    </message>
    <message>
        <source>Side a and side b of one physical tile cannot both be on the table: each side used takes a copy.</source>
        <translation>Стороны a и b одного фрагмента не могут одновременно лежать на столе: каждая сторона требует отдельный экземпляр.</translation>
    </message>
    <message>
        <source>The list uses both sides of this tile; each side on the table takes a physical copy.</source>
        <translation>В списке обе стороны этого фрагмента; каждая сторона на столе требует отдельный экземпляр.</translation>
    </message>
    <message>
        <source>The tile list names tile %1, which is not in the tile catalog.</source>
        <translation>В списке фрагментов указан фрагмент %1, которого нет в каталоге.</translation>
    </message>
    <message>
        <source>There is no start/finish tile.</source>
        <translation>Нет фрагмента старта/финиша.</translation>
    </message>
    <message>
        <source>The road of tile %1 ends here with no tile beyond.</source>
        <translation>Дорога фрагмента %1 обрывается: дальше нет фрагмента.</translation>
    </message>
    <message>
        <source>Following the road from the start, the stage does not reach a finish: it stops at tile %1.</source>
        <translation>Дорога от старта не доходит до финиша спецучастка: она обрывается на фрагменте %1.</translation>
    </message>
    <message>
        <source>Following the road from the start/finish tile, the circuit does not come back to it: it stops at tile %1.</source>
        <translation>Дорога от фрагмента старта/финиша не возвращается к нему: она обрывается на фрагменте %1.</translation>
    </message>
    <message>
        <source>Tile %1 is not connected to the course.</source>
        <translation>Фрагмент %1 не соединен с маршрутом.</translation>
    </message>
    <message>
        <source>The Assistance tile must follow the finish tile of the stage, not tile %1.</source>
        <translation>Фрагмент технической помощи должен идти после финиша спецучастка, а не после фрагмента %1.</translation>
    </message>
    <message>
        <source>The Pit Stop tile should be placed next to the track (GT rulebook, Setup 1).</source>
        <translation>Фрагмент пит-стопа кладут рядом с трассой (правила GT, подготовка, п. 1).</translation>
    </message>
</context>
<context>
    <name>Pacenotes::Cli</name>
    <message>
        <source>Usage: pacenotes [--lang en|ru] [FILE]          start the app (optionally opening FILE)</source>
        <translation>Использование: pacenotes [--lang en|ru] [ФАЙЛ]          запустить приложение (и открыть ФАЙЛ)</translation>
    </message>
    <message>
        <source>       pacenotes COMMAND [OPTIONS] [ARGS]       run a command without a window</source>
        <translation>       pacenotes КОМАНДА [ПАРАМЕТРЫ] [АРГУМЕНТЫ]       выполнить команду без окна</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Команды:</translation>
    </message>
    <message>
        <source>Run &apos;pacenotes COMMAND --help&apos; for a command&apos;s options.</source>
        <translation>Параметры команды: &apos;pacenotes КОМАНДА --help&apos;.</translation>
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
        <translation>не закончена</translation>
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
        <translation>Круги: %1</translation>
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
        <translation>фрагменты трассы: %1, декоративные: %2, пит-стоп: %3</translation>
    </message>
    <message>
        <source>course length: %n tile(s)</source>
        <translation>длина маршрута (фрагментов): %n</translation>
    </message>
    <message>
        <source>routes through junctions: %1%2</source>
        <translation>маршруты через развилки: %1%2</translation>
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
        <translation>Не удается открыть трассу</translation>
    </message>
    <message>
        <source>%1 — Pacenotes</source>
        <translation>%1 — Pacenotes</translation>
    </message>
    <message>
        <source>The track is valid.</source>
        <translation>Трасса верна.</translation>
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
        <translation>&lt;p&gt;&lt;b&gt;Pacenotes %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Помощник и конструктор трасс для настольных игр Rallyman: GT и Rallyman: DIRT.&lt;/p&gt;&lt;p&gt;Данные о фрагментах: Rekee, Tobias Rapp (github.com/t-rapp/rekee), в собственной кодировке. Rallyman — товарный знак Holy Grail Games; иллюстрации издателя не используются.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Pacenotes::TrackFiles</name>
    <message>
        <source>unknown format</source>
        <translation>неизвестный формат</translation>
    </message>
    <message>
        <source>Pacenotes track</source>
        <translation>Трасса Pacenotes</translation>
    </message>
    <message>
        <source>Pacenotes track JSON</source>
        <translation>Трасса Pacenotes в JSON</translation>
    </message>
    <message>
        <source>Rekee track</source>
        <translation>Трасса Rekee</translation>
    </message>
    <message>
        <source>Rallyman Track Editor (.rgt)</source>
        <translation>Rallyman Track Editor (.rgt)</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не удается открыть %1: %2</translation>
    </message>
    <message>
        <source>%1 is %2 MB; track files over %3 MB are refused.</source>
        <translation>%1 занимает %2 МБ; файлы трасс больше %3 МБ не принимаются.</translation>
    </message>
    <message>
        <source>The track data is too large.</source>
        <translation>Данные трассы слишком велики.</translation>
    </message>
    <message>
        <source>The file is not valid JSON (%1 at byte %2).</source>
        <translation>Файл — некорректный JSON (%1, байт %2).</translation>
    </message>
    <message>
        <source>The file is JSON, but not a track (expected an object).</source>
        <translation>Файл в JSON, но это не трасса (ожидается объект).</translation>
    </message>
    <message>
        <source>The file is not a track in a format Pacenotes reads.</source>
        <translation>Файл не является трассой в формате, который читает Pacenotes.</translation>
    </message>
    <message>
        <source>Writing %1 files is not supported.</source>
        <translation>Запись файлов %1 не поддерживается.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удается записать %1: %2</translation>
    </message>
</context>
<context>
    <name>Pacenotes::TrackJson</name>
    <message>
        <source>This is not a Pacenotes track (the &quot;format&quot; field is missing or different).</source>
        <translation>Это не трасса Pacenotes (поле «format» отсутствует или другое).</translation>
    </message>
    <message>
        <source>The track has no valid &quot;formatVersion&quot;.</source>
        <translation>У трассы нет верного «formatVersion».</translation>
    </message>
    <message>
        <source>The track was written by a newer Pacenotes (format version %1; this version reads up to %2).</source>
        <translation>Трасса записана более новой версией Pacenotes (версия формата %1; эта версия читает до %2).</translation>
    </message>
    <message>
        <source>The track has an invalid format version %1.</source>
        <translation>У трассы неверная версия формата %1.</translation>
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
        <translation>На трассе %1 фрагментов; допускается не больше %2.</translation>
    </message>
    <message>
        <source>Tile %1 of the track is not an object.</source>
        <translation>Фрагмент %1 трассы — не объект.</translation>
    </message>
    <message>
        <source>Tile %1 of the track has no tile id.</source>
        <translation>У фрагмента %1 трассы нет идентификатора.</translation>
    </message>
    <message>
        <source>Tile %1 of the track has the unknown tile id &quot;%2&quot;.</source>
        <translation>У фрагмента %1 трассы неизвестный идентификатор «%2».</translation>
    </message>
    <message>
        <source>Tile %1 of the track needs whole numbers q, r and rotation.</source>
        <translation>Для фрагмента %1 трассы нужны целые q, r и rotation.</translation>
    </message>
    <message>
        <source>Tile %1 of the track lies at %2, too far out to be a real table.</source>
        <translation>Фрагмент %1 трассы лежит в %2 — слишком далеко для настоящего стола.</translation>
    </message>
    <message>
        <source>Tile %1 of the track has rotation %2; it must be 0 to 5.</source>
        <translation>У фрагмента %1 трассы поворот %2; он должен быть от 0 до 5.</translation>
    </message>
    <message>
        <source>Tile %1 of the track is at %2, where another tile already is.</source>
        <translation>Фрагмент %1 трассы лежит в %2, где уже есть другой фрагмент.</translation>
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
        <translation>В записи %1 списка фрагментов неизвестный идентификатор «%2».</translation>
    </message>
    <message>
        <source>Entry %1 of the tile list needs a count from 1 to 99.</source>
        <translation>Для записи %1 списка фрагментов нужно количество от 1 до 99.</translation>
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
        <translation>Количество</translation>
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
        <translation>не закончена</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n tile(s) on the course</source>
        <translation>
            <numerusform>%1 · %2 · %n фрагмент на маршруте</numerusform>
            <numerusform>%1 · %2 · %n фрагмента на маршруте</numerusform>
            <numerusform>%1 · %2 · %n фрагментов на маршруте</numerusform>
        </translation>
    </message>
    <message>
        <source>The track is valid.</source>
        <translation>Трасса верна.</translation>
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
        <translation>%1 край %2</translation>
    </message>
</context>
<context>
    <name>RuleBook</name>
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
</context>
<context>
    <name>Rules</name>
    <message>
        <source>%1 retired and nobody finished the stage: there is no slowest time to add the minute to.</source>
        <translation>%1 сходит, а спецучасток никто не закончил: нет худшего времени, к которому добавить минуту.</translation>
    </message>
    <message>
        <source>%1 retired: 1 minute slower than the slowest finisher, %2.</source>
        <translation>%1 сходит: на 1 минуту медленнее худшего финишировавшего, %2.</translation>
    </message>
    <message>
        <source>%1 and %2 have the same overall time; the rulebook does not break the tie, so they keep their previous order.</source>
        <translation>У %1 и %2 одинаковое общее время; правила не разрешают ничью, поэтому сохраняется прежний порядок.</translation>
    </message>
    <message>
        <source>There is no dashboard for class %1 with %2 tyres (%3) in the data.</source>
        <translation>В данных нет приборной панели категории %1 с шинами %2 (%3).</translation>
    </message>
    <message>
        <source>Gear damage</source>
        <translation>Повреждение коробки передач</translation>
    </message>
    <message>
        <source>Brake damage</source>
        <translation>Повреждение тормозов</translation>
    </message>
    <message>
        <source>Coast damage</source>
        <translation>Повреждение двигателя</translation>
    </message>
    <message>
        <source>Boost damage</source>
        <translation>Повреждение ускорения</translation>
    </message>
    <message>
        <source>Weather change</source>
        <translation>Изменение погоды</translation>
    </message>
    <message>
        <source>Yellow flag</source>
        <translation>Желтый флаг</translation>
    </message>
    <message>
        <source>Green flag</source>
        <translation>Зеленый флаг</translation>
    </message>
    <message>
        <source>OK! (no effect)</source>
        <translation>OK! (без последствий)</translation>
    </message>
    <message>
        <source>blown tyre (Coast damage)</source>
        <translation>пробитое колесо (повреждение двигателя)</translation>
    </message>
    <message>
        <source>stones and mud (−1 on the corner)</source>
        <translation>камни и грязь (−1 в повороте)</translation>
    </message>
    <message>
        <source>Whatever the dice show, this plan ends in a Loss of Control.</source>
        <translation>Что бы ни выпало на кубиках, этот ход заканчивается потерей управления.</translation>
    </message>
    <message>
        <source>If every die is rolled, this plan ends in a Loss of Control whatever they show: stop before it.</source>
        <translation>Если бросить все кубики, этот ход закончится потерей управления при любом результате: остановитесь раньше.</translation>
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
        <source>no danger colour</source>
        <translation>без уровня опасности</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>желтый</translation>
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
    <message>
        <source>Boost dice only skip gears up: from gear %1 the Gear %2 die needs no Boost die.</source>
        <translation>Кубики ускорения нужны только, чтобы пропустить передачи вверх: с %1-й передачи кубику %2-й передачи кубик ускорения не нужен.</translation>
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
        <source>At 00 the car does nothing this turn but come back onto the track at 0 (or wait if its space is taken).</source>
        <translation>На передаче «00» автомобиль в этот ход только возвращается на трассу на передаче «0» (или ждет, если его клетка занята).</translation>
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
        <source>Jump %1 taken one gear higher: the die moves two spaces forward, and a hazard on it is a Loss of Control where it lands.</source>
        <translation>Трамплин %1 на передачу выше: кубик переносится на две клетки вперед, и символ ⚠ на нем — потеря управления в месте приземления.</translation>
    </message>
    <message>
        <source>Jump %1 taken two or more gears higher: too much air — the die moves two spaces forward and the car loses control where it lands.</source>
        <translation>Трамплин %1 на две передачи выше и более: слишком высокий прыжок — кубик переносится на две клетки вперед, и автомобиль теряет управление при приземлении.</translation>
    </message>
    <message>
        <source>The movement ends on the water hazard: the dice planned after it cannot be used.</source>
        <translation>Движение заканчивается в броде: кубики, выложенные после него, использовать нельзя.</translation>
    </message>
    <message>
        <source>Flying Start: if the Gear 2 die shows a hazard, the turn ends on this space in 2nd gear, without a Loss of Control.</source>
        <translation>Резкий старт: если на кубике 2-й передачи выпал символ ⚠, ход заканчивается на этой клетке на 2-й передаче, без потери управления.</translation>
    </message>
    <message>
        <source>Entering the water hazard without a Coast die or the Gear 1 die alone: the movement ends here in gear %1.</source>
        <translation>Въезд в брод без кубика поддержания скорости или одного кубика 1-й передачи: движение заканчивается здесь на передаче %1.</translation>
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
    <message>
        <source>The movement ended on the water hazard: the later results are ignored.</source>
        <translation>Движение закончилось в броде: последующие результаты не учитываются.</translation>
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
        <source>After repairs the car stays on the Pit Stop tile: 00 becomes 0, and that is the whole turn.</source>
        <translation>После ремонта автомобиль остается на пит-стопе: «00» меняется на «0», и на этом ход заканчивается.</translation>
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
    <message>
        <source>Ambiguous: the rulebook makes a hazard on “this die” a Loss of Control; the combined-rules digest counts every die rolled on the jump. The referee counts only the Gear die placed on it.</source>
        <translation>Неоднозначно: в правилах к потере управления ведет символ ⚠ на «этом кубике»; сводные правила учитывают все кубики, брошенные на трамплине. Судья учитывает только положенный на него кубик передачи.</translation>
    </message>
    <message>
        <source>The dotted line replaced this dangerous corner&apos;s limit; the referee adds the hazard at the limit in force, which the rulebook does not spell out.</source>
        <translation>Пунктирная линия заменила ограничение этого опасного поворота; судья добавляет символ ⚠ на действующем ограничении — в правилах это прямо не сказано.</translation>
    </message>
    <message>
        <source>SISU ignores “any and all” hazards on the dice, so the referee also ignores a hazard on this die&apos;s special effect (jump or Flying Start); the rulebook does not mention the case.</source>
        <translation>СИСУ игнорирует «все» символы ⚠ на кубиках, поэтому судья игнорирует и символ ⚠ на особом кубике (трамплин или резкий старт); в правилах этот случай не упомянут.</translation>
    </message>
    <message>
        <source>Boost dice are not in the core rulebooks: the referee follows the combined-rules digest (one Boost die per gear skipped up, rolled with the target Gear die).</source>
        <translation>Кубиков ускорения нет в базовых правилах: судья следует сводным правилам (по одному кубику ускорения на каждую пропущенную передачу вверх, вместе с кубиком нужной передачи).</translation>
    </message>
    <message>
        <source>The rulebook says the movement ends “in your current gear”: the referee takes the gear of the die that entered the water.</source>
        <translation>В правилах сказано, что движение заканчивается «на текущей передаче»: судья берет передачу кубика, которым автомобиль въехал в брод.</translation>
    </message>
    <message>
        <source>Weather change: it starts to rain; every player flips their dashboard to the wet side (new dice and hazard limit).</source>
        <translation>Изменение погоды: начинается дождь; все игроки переворачивают приборные панели на дождевую сторону (другие кубики и предел символов ⚠).</translation>
    </message>
    <message>
        <source>Weather change: the track dries; every player flips their dashboard to the dry side (new dice and hazard limit).</source>
        <translation>Изменение погоды: трасса высыхает; все игроки переворачивают приборные панели на солнечную сторону (другие кубики и предел символов ⚠).</translation>
    </message>
    <message numerus="yes">
        <source>From gear %1 to gear %2 takes %n Brake dice (one per gear skipped), not %3.</source>
        <translation>
            <numerusform>С %1-й на %2-ю передачу нужен %n кубик торможения (по одному на пропущенную передачу), а не %3.</numerusform>
            <numerusform>С %1-й на %2-ю передачу нужно %n кубика торможения (по одному на пропущенную передачу), а не %3.</numerusform>
            <numerusform>С %1-й на %2-ю передачу нужно %n кубиков торможения (по одному на пропущенную передачу), а не %3.</numerusform>
        </translation>
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
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>There is no %1 dashboard with these tyres (%2).</source>
        <translation>Нет приборной панели %1 с такими шинами (%2).</translation>
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
    <name>SoloTiming</name>
    <message>
        <source>Not a GT solo timing table.</source>
        <translation>Это не таблица времени режима для одного игрока GT.</translation>
    </message>
    <message>
        <source>The solo timing table has no valid time for gear %1.</source>
        <translation>В таблице времени для одного игрока нет верного времени для передачи %1.</translation>
    </message>
</context>
<context>
    <name>TileCatalog</name>
    <message>
        <source>The tile catalog is not valid JSON: %1</source>
        <translation>Каталог фрагментов — некорректный JSON: %1</translation>
    </message>
    <message>
        <source>This is not a Pacenotes tile catalog (version 1).</source>
        <translation>Это не каталог фрагментов Pacenotes (версия 1).</translation>
    </message>
    <message>
        <source>Tile side %1 in the catalog is malformed: %2</source>
        <translation>Сторона фрагмента %1 в каталоге повреждена: %2</translation>
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
        <translation>Короткая гонка (~30 мин): 15 фрагментов на 1 круг</translation>
    </message>
    <message>
        <source>Medium race (~45 min): 18 tiles in 1 lap</source>
        <translation>Средняя гонка (~45 мин): 18 фрагментов на 1 круг</translation>
    </message>
    <message>
        <source>Medium race (~45 min): 12 tiles in 2 laps</source>
        <translation>Средняя гонка (~45 мин): 12 фрагментов на 2 круга</translation>
    </message>
    <message>
        <source>Long race (~60 min): 21 tiles in 1 lap</source>
        <translation>Длинная гонка (~60 мин): 21 фрагмент на 1 круг</translation>
    </message>
    <message>
        <source>Long race (~60 min): 16 tiles in 2 laps</source>
        <translation>Длинная гонка (~60 мин): 16 фрагментов на 2 круга</translation>
    </message>
    <message>
        <source>Short stage (~25 min): 10 tiles</source>
        <translation>Короткий спецучасток (~25 мин): 10 фрагментов</translation>
    </message>
    <message>
        <source>Medium stage (~35 min): 14 tiles</source>
        <translation>Средний спецучасток (~35 мин): 14 фрагментов</translation>
    </message>
    <message>
        <source>Long stage (~45 min): 18 tiles</source>
        <translation>Длинный спецучасток (~45 мин): 18 фрагментов</translation>
    </message>
    <message>
        <source>DIRT rulebook, Setup 1 &quot;Building your rally&quot;</source>
        <translation>Правила DIRT, подготовка, п. 1 «Построение ралли»</translation>
    </message>
    <message>
        <source>GT rulebook, Setup 1 &quot;Build your track&quot;</source>
        <translation>Правила GT, подготовка к игре, п. 1 «Постройте свою трассу»</translation>
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
        <source>%1 before %2: both return to the track level, and %1 left it first.</source>
        <translation>%1 раньше %2: оба возвращаются на трассу вровень, а %1 сошел с нее первым.</translation>
    </message>
    <message>
        <source>%1 and %2 are level on every count: the rulebook leaves it to the players (the most logical solution, a vote, or a coin toss); they keep the order given.</source>
        <translation>%1 и %2 равны по всем признакам: правила оставляют решение игрокам (самое логичное решение, голосование или монетка); сохранен заданный порядок.</translation>
    </message>
    <message>
        <source>%1 before %2: %2 starts the stage this round and plays after the cars already on it.</source>
        <translation>%1 раньше %2: %2 стартует на спецучастке в этом раунде и ходит после автомобилей, которые уже на нем.</translation>
    </message>
</context>
</TS>
