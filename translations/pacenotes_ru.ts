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
    <message>
        <source>Joker branch</source>
        <translation>Джокер</translation>
    </message>
    <message>
        <source>the joker leaves here</source>
        <translation>здесь джокер уходит с круга</translation>
    </message>
    <message>
        <source>the joker rejoins here</source>
        <translation>здесь джокер возвращается на круг</translation>
    </message>
    <message>
        <source>the grid joins the lap</source>
        <translation>здесь предстартовая зона выходит на круг</translation>
    </message>
    <message>
        <source>pre-grid</source>
        <translation>предстартовая зона</translation>
    </message>
</context>
<context>
    <name>BundledTracks</name>
    <message>
        <source>The rulebook gives this stage exactly the same tile list as SS1.</source>
        <translation>Правила дают этому спецучастку точно такой же список фрагментов, как СУ1.</translation>
    </message>
    <message>
        <source>No Assistance tile: the last stage of the rally.</source>
        <translation>Без фрагмента технической помощи: это последний спецучасток ралли.</translation>
    </message>
    <message>
        <source>Rally %1 is our numbering: the rally&apos;s heading and author are missing from our copy of the rulebook text, and the number follows from the order of the lists.</source>
        <translation>Номер ралли %1 — наш: в нашей копии текста правил нет заголовка и автора этого ралли, а номер следует из порядка списков.</translation>
    </message>
    <message>
        <source>The list asks for both sides of tile %1 (%2 and %3), but the DIRT core box has one copy: as printed, it needs two boxes.</source>
        <translation>Список требует обе стороны фрагмента %1 (%2 и %3), а в базовой коробке DIRT он один: в напечатанном виде нужны две коробки.</translation>
    </message>
    <message>
        <source>Only %1 tiles and no Assistance tile: its table in our copy of the rulebook text is shorter than the others, so the list may be incomplete.</source>
        <translation>Всего %1 фрагментов и нет фрагмента технической помощи: таблица этого списка в нашей копии текста правил короче остальных, так что список может быть неполным.</translation>
    </message>
    <message>
        <source>The list is complete; the tile numbers in the rulebook&apos;s picture agree with it (all %1 sides).</source>
        <translation>Список полный; номера фрагментов на рисунке в правилах с ним совпадают (все стороны %1).</translation>
    </message>
    <message>
        <source>The list is complete.</source>
        <translation>Список полный.</translation>
    </message>
    <message>
        <source>That it is Track 4 is likely, not certain: it follows the end of the Track 3 list, and the tile numbers of that page&apos;s pictures are missing from our copy.</source>
        <translation>Что это трасса 4 — вероятно, но не точно: список идёт за концом списка трассы 3, а номеров фрагментов с рисунков этой страницы в нашей копии нет.</translation>
    </message>
    <message>
        <source>The list is complete, but which track it is remains uncertain: it is the only surviving list with tiles 113b and 107b, the tile numbers seen in the pictures of tracks 7 and 8.</source>
        <translation>Список полный, но какая это трасса — неясно: это единственный сохранившийся список с фрагментами 113b и 107b, номера которых видны на рисунках трасс 7 и 8.</translation>
    </message>
    <message>
        <source>Taken as track %1 or %2; it could be track %3 or %4.</source>
        <translation>Принята за трассу %1 или %2; возможно, это трасса %3 или %4.</translation>
    </message>
    <message>
        <source>Uses side a and side b of tile %1: two copies, as many as the core box holds.</source>
        <translation>Использует стороны a и b фрагмента %1: два экземпляра — столько, сколько в базовой коробке.</translation>
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
    <message>
        <source>Rallyman: DIRT rulebook, “Ready to Play”: rally %1, special stage %2</source>
        <translation>Правила Rallyman: DIRT, раздел «Готовые ралли»: ралли %1, спецучасток %2</translation>
    </message>
    <message>
        <source>Rallyman: GT rulebook (Russian edition), ready-made tracks: track %1 or %2</source>
        <translation>Правила Rallyman: GT, «Готовые трассы»: трасса %1 или %2</translation>
    </message>
    <message>
        <source>Rallyman: GT rulebook (Russian edition), ready-made tracks: track %1</source>
        <translation>Правила Rallyman: GT, «Готовые трассы»: трасса %1</translation>
    </message>
    <message>
        <source>The stage is laid out as a community transcription has it, with %1 where the rulebook&apos;s list has %2; the list is kept as printed.</source>
        <translation>Этап разложен так, как в записи сообщества: %1 там, где в списке правил %2; сам список оставлен как напечатан.</translation>
    </message>
</context>
<context>
    <name>CarMarkerItem</name>
    <message>
        <source>%1, gear %2</source>
        <translation>%1, передача %2</translation>
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
    <name>Championship</name>
    <message>
        <source>Race series</source>
        <translation>Серия гонок</translation>
    </message>
    <message>
        <source>Rally championship</source>
        <translation>Чемпионат по ралли</translation>
    </message>
    <message>
        <source>Climb series</source>
        <translation>Серия подъёмов</translation>
    </message>
    <message>
        <source>Auto Tour</source>
        <translation>Автотур</translation>
    </message>
    <message>
        <source>Points by place</source>
        <translation>Очки за места</translation>
    </message>
    <message>
        <source>Total time</source>
        <translation>Общее время</translation>
    </message>
    <message>
        <source>Drawn before each event</source>
        <translation>Жребий перед каждым этапом</translation>
    </message>
    <message>
        <source>Lowest point total first (Rallyman BRDC)</source>
        <translation>Первым — меньше всего очков (Rallyman BRDC)</translation>
    </message>
    <message>
        <source>Lowest total time first</source>
        <translation>Первым — лучшее общее время</translation>
    </message>
    <message>
        <source>most wins</source>
        <translation>больше побед</translation>
    </message>
    <message>
        <source>most wins, then most second places, and so on</source>
        <translation>больше побед, затем больше вторых мест и так далее</translation>
    </message>
    <message>
        <source>the better result in the latest event</source>
        <translation>лучший результат на последнем этапе</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Гонка</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Ралли</translation>
    </message>
    <message>
        <source>Climb</source>
        <translation>Подъём</translation>
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
        <source>GT and DIRT</source>
        <translation>GT и DIRT</translation>
    </message>
    <message>
        <source>GT</source>
        <translation>GT</translation>
    </message>
    <message>
        <source>DIRT</source>
        <translation>DIRT</translation>
    </message>
    <message>
        <source>“%1” is not a number of points from 0 to %2.</source>
        <translation>«%1» — не число очков от 0 до %2.</translation>
    </message>
    <message>
        <source>A points table has at most %1 places.</source>
        <translation>В таблице очков не больше %1 мест.</translation>
    </message>
    <message>
        <source>give the points of at least the first place</source>
        <translation>укажите очки хотя бы за первое место</translation>
    </message>
    <message>
        <source>too many places (at most %1)</source>
        <translation>слишком много мест (не больше %1)</translation>
    </message>
    <message>
        <source>expected a whole number from 0 to %1</source>
        <translation>ожидается целое число от 0 до %1</translation>
    </message>
    <message>
        <source>the table is not decreasing: place %1 scores %2, more than place %3 (%4)</source>
        <translation>таблица не убывает: за место %1 дают %2 — больше, чем за место %3 (%4)</translation>
    </message>
    <message>
        <source>a time cannot be negative</source>
        <translation>время не может быть отрицательным</translation>
    </message>
    <message>
        <source>%1 is not a possible time: it must be under 24 hours</source>
        <translation>%1 — невозможное время: оно должно быть меньше 24 часов</translation>
    </message>
    <message>
        <source>a driver who retired has no time of their own (give one or the other)</source>
        <translation>у сошедшего пилота нет своего времени (укажите что-то одно)</translation>
    </message>
    <message>
        <source>give the time, or say the driver retired</source>
        <translation>укажите время или отметьте сход</translation>
    </message>
    <message>
        <source>expected a whole number of penalty tokens from 0 to %1</source>
        <translation>ожидается целое число штрафных жетонов от 0 до %1</translation>
    </message>
    <message>
        <source>penalty tokens need the Checkpoints rule on this rally</source>
        <translation>штрафные жетоны бывают только с правилом «Контрольные пункты» в этом ралли</translation>
    </message>
    <message>
        <source>a race has places, not stage times</source>
        <translation>в гонке места, а не время спецучастков</translation>
    </message>
    <message>
        <source>only a driver who retired has an order of retirement</source>
        <translation>очерёдность схода бывает только у сошедшего пилота</translation>
    </message>
    <message>
        <source>give the finishing place, or say the driver retired</source>
        <translation>укажите место на финише или отметьте сход</translation>
    </message>
    <message>
        <source>places start at 1</source>
        <translation>места начинаются с 1</translation>
    </message>
    <message>
        <source>place %1 is beyond the field of %2 drivers</source>
        <translation>место %1 — за пределами числа участников (%2)</translation>
    </message>
    <message>
        <source>two drivers in place %1: %2 and %3</source>
        <translation>два пилота на месте %1: %2 и %3</translation>
    </message>
    <message>
        <source>place %1 leaves a gap: the %2 drivers hold places 1 to %2</source>
        <translation>место %1 оставляет пропуск: %2 пилотов занимают места с 1 по %2</translation>
    </message>
    <message>
        <source>place %1 is beyond the %2 drivers who finished: those who retired take the last places (digest p. 9)</source>
        <translation>место %1 — за пределами числа финишировавших (%2): сошедшие занимают последние места (сводные правила, стр. 9)</translation>
    </message>
    <message>
        <source>a driver who retired takes one of the last places, %1 to %2 (digest p. 9), not place %3</source>
        <translation>сошедший пилот занимает одно из последних мест, с %1 по %2 (сводные правила, стр. 9), а не место %3</translation>
    </message>
    <message>
        <source>retirement %1 does not take place %2: a later retirement finishes ahead (digest p. 9)</source>
        <translation>сход номер %1 не даёт место %2: сошедший позже стоит выше (сводные правила, стр. 9)</translation>
    </message>
    <message>
        <source>only one driver retired: the order is 1</source>
        <translation>сошёл только один пилот: его номер — 1</translation>
    </message>
    <message>
        <source>%1 drivers retired: say who retired first (1) to last (%1), or give their places; a later retirement finishes ahead (digest p. 9)</source>
        <translation>сошли %1 пилотов: укажите, кто сошёл первым (1) и кто последним (%1), или их места; сошедший позже стоит выше (сводные правила, стр. 9)</translation>
    </message>
    <message>
        <source>%1 and %2 cannot both be retirement number %3</source>
        <translation>%1 и %2 не могут оба быть сходом номер %3</translation>
    </message>
    <message>
        <source>no points table is called “%1”</source>
        <translation>нет таблицы очков «%1»</translation>
    </message>
    <message>
        <source>bonus points count only when the season is scored by points</source>
        <translation>бонусные очки считаются, только если сезон идёт на очки</translation>
    </message>
    <message>
        <source>dropped results are for a season scored by points; a total time counts every event</source>
        <translation>отбрасывать результаты можно только в сезоне на очки; общее время учитывает все этапы</translation>
    </message>
    <message>
        <source>a season scored by time has no points: start by lowest time, or draw</source>
        <translation>в сезоне на время нет очков: старт по лучшему времени или по жребию</translation>
    </message>
    <message>
        <source>a race series has no times: start by lowest points (Rallyman BRDC), or draw</source>
        <translation>в серии гонок нет времени: старт по наименьшим очкам (Rallyman BRDC) или по жребию</translation>
    </message>
    <message>
        <source>expected a whole number from 1 to %1</source>
        <translation>ожидается целое число от 1 до %1</translation>
    </message>
    <message>
        <source>a climb has 1 to %1 tries (digest p. 13)</source>
        <translation>в подъёме от 1 до %1 попыток (сводные правила, стр. 13)</translation>
    </message>
    <message>
        <source>this tie-break is listed twice</source>
        <translation>этот способ разрешения ничьей указан дважды</translation>
    </message>
    <message>
        <source>limiting repairs is an Auto Tour option (digest p. 13)</source>
        <translation>ограничение ремонта — вариант правил Автотура (сводные правила, стр. 13)</translation>
    </message>
    <message>
        <source>too many drivers (at most %1)</source>
        <translation>слишком много пилотов (не больше %1)</translation>
    </message>
    <message>
        <source>every driver needs an id</source>
        <translation>у каждого пилота должен быть идентификатор</translation>
    </message>
    <message>
        <source>an id has at most 60 characters</source>
        <translation>идентификатор — не длиннее 60 символов</translation>
    </message>
    <message>
        <source>two drivers have the id “%1”</source>
        <translation>у двух пилотов одинаковый идентификатор «%1»</translation>
    </message>
    <message>
        <source>a name has at most %1 characters</source>
        <translation>имя — не длиннее %1 символов</translation>
    </message>
    <message>
        <source>a car has at most 60 characters</source>
        <translation>автомобиль — не длиннее 60 символов</translation>
    </message>
    <message>
        <source>no team has the id “%1”</source>
        <translation>нет команды с идентификатором «%1»</translation>
    </message>
    <message>
        <source>each driver keeps one car for the whole series: say which</source>
        <translation>каждый пилот ездит на одном автомобиле всю серию: укажите, на каком</translation>
    </message>
    <message>
        <source>every team needs an id</source>
        <translation>у каждой команды должен быть идентификатор</translation>
    </message>
    <message>
        <source>two teams have the id “%1”</source>
        <translation>у двух команд одинаковый идентификатор «%1»</translation>
    </message>
    <message numerus="yes">
        <source>a team is two drivers (Team Challenge); “%1” has %n</source>
        <translation>
            <numerusform>в команде два пилота (Team Challenge); в «%1» — %n</numerusform>
            <numerusform>в команде два пилота (Team Challenge); в «%1» — %n</numerusform>
            <numerusform>в команде два пилота (Team Challenge); в «%1» — %n</numerusform>
        </translation>
    </message>
    <message>
        <source>notes have at most %1 characters</source>
        <translation>заметки — не длиннее %1 символов</translation>
    </message>
    <message>
        <source>a season of the format “%1” holds no “%2” events</source>
        <translation>в сезоне формата «%1» не бывает этапов «%2»</translation>
    </message>
    <message>
        <source>this season is played with %1: a %2 game does not belong to it</source>
        <translation>этот сезон играют в %1: игра %2 в него не входит</translation>
    </message>
    <message>
        <source>a rally has at least one stage</source>
        <translation>в ралли хотя бы один спецучасток</translation>
    </message>
    <message>
        <source>too many stages (at most %1)</source>
        <translation>слишком много спецучастков (не больше %1)</translation>
    </message>
    <message>
        <source>only a rally has stages</source>
        <translation>спецучастки бывают только в ралли</translation>
    </message>
    <message>
        <source>checkpoints are a rally rule</source>
        <translation>контрольные пункты — правило ралли</translation>
    </message>
    <message>
        <source>enter the result of at least one driver</source>
        <translation>введите результат хотя бы одного пилота</translation>
    </message>
    <message>
        <source>too many results (at most %1)</source>
        <translation>слишком много результатов (не больше %1)</translation>
    </message>
    <message>
        <source>say which driver</source>
        <translation>укажите пилота</translation>
    </message>
    <message>
        <source>no driver of the season has the id “%1”</source>
        <translation>в сезоне нет пилота с идентификатором «%1»</translation>
    </message>
    <message>
        <source>%1 has two results in this event</source>
        <translation>у %1 два результата на этом этапе</translation>
    </message>
    <message>
        <source>%1 drove a %2, but keeps the %3 for the whole series (digest p. 13, Auto Tour)</source>
        <translation>%1 ехал на %2, но всю серию должен ездить на %3 (сводные правила, стр. 13, Автотур)</translation>
    </message>
    <message>
        <source>a reason has at most %1 characters</source>
        <translation>причина — не длиннее %1 символов</translation>
    </message>
    <message>
        <source>a rally is decided by times: give each stage&apos;s time (or retired), not a place</source>
        <translation>ралли решает время: укажите время каждого спецучастка (или сход), а не место</translation>
    </message>
    <message>
        <source>a climb is decided by times: give each try&apos;s time (or retired), not a place</source>
        <translation>подъём решает время: укажите время каждой попытки (или сход), а не место</translation>
    </message>
    <message numerus="yes">
        <source>give one result for each of the %n stages (an empty {} for a stage not driven yet)</source>
        <translation>
            <numerusform>укажите по результату на каждый из %n спецучастка (пустой {} — для ещё не пройденного)</numerusform>
            <numerusform>укажите по результату на каждый из %n спецучастков (пустой {} — для ещё не пройденного)</numerusform>
            <numerusform>укажите по результату на каждый из %n спецучастков (пустой {} — для ещё не пройденного)</numerusform>
        </translation>
    </message>
    <message>
        <source>give 1 to %1 tries, each a time or retired</source>
        <translation>укажите от 1 до %1 попыток: время или сход</translation>
    </message>
    <message>
        <source>too many events (at most %1)</source>
        <translation>слишком много этапов (не больше %1)</translation>
    </message>
    <message>
        <source>%1 has a result in event %2: remove that result first.</source>
        <translation>у %1 есть результат на этапе %2: сначала удалите его.</translation>
    </message>
    <message>
        <source>A season has at most %1 events.</source>
        <translation>В сезоне не больше %1 этапов.</translation>
    </message>
    <message>
        <source>This game is in the season already: event %1.</source>
        <translation>Эта партия уже есть в сезоне: этап %1.</translation>
    </message>
    <message>
        <source>There is no such event.</source>
        <translation>Такого этапа нет.</translation>
    </message>
    <message>
        <source>Event %1</source>
        <translation>Этап %1</translation>
    </message>
    <message>
        <source>%1=</source>
        <comment>a shared position</comment>
        <translation>%1=</translation>
    </message>
    <message>
        <source>Pos</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Пилот</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>Отставание</translation>
    </message>
    <message>
        <source>%1. %2 — %3</source>
        <translation>%1. %2 — %3</translation>
    </message>
    <message>
        <source>Championship</source>
        <translation>Чемпионат</translation>
    </message>
    <message numerus="yes">
        <source>%1 — standings after %n event(s)</source>
        <translation>
            <numerusform>%1 — положение после %n этапа</numerusform>
            <numerusform>%1 — положение после %n этапов</numerusform>
            <numerusform>%1 — положение после %n этапов</numerusform>
        </translation>
    </message>
    <message>
        <source>Next stage: starting order</source>
        <translation>Следующий спецучасток: порядок старта</translation>
    </message>
    <message>
        <source>Next event: starting order</source>
        <translation>Следующий этап: порядок старта</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Почему</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>A solo lap is one driver against the clock: enter its time by hand as a one-stage rally (a time trial).</source>
        <translation>Одиночный круг — один пилот против секундомера: введите его время вручную как ралли из одного спецучастка (заезд на время).</translation>
    </message>
    <message>
        <source>The race ended before %1 finished or retired: the game does not know their places. Enter this race&apos;s result by hand.</source>
        <translation>Гонка закончилась раньше, чем %1 финишировали или сошли: их мест партия не знает. Введите результат этой гонки вручную.</translation>
    </message>
    <message>
        <source>No stage of this game has been completed yet.</source>
        <translation>В этой партии ещё не пройден ни один спецучасток.</translation>
    </message>
    <message>
        <source>expected whole seconds, or a time written m:ss</source>
        <translation>ожидаются целые секунды или время в виде м:сс</translation>
    </message>
    <message>
        <source>“%1” is not a time: write m:ss (seconds below 60), h:mm:ss or whole seconds</source>
        <translation>«%1» — не время: пишите м:сс (секунды меньше 60), ч:мм:сс или целые секунды</translation>
    </message>
    <message>
        <source>expected an array of points by place, or one of: %1</source>
        <translation>ожидается массив очков за места или одно из: %1</translation>
    </message>
    <message>
        <source>expected a date written YYYY-MM-DD</source>
        <translation>ожидается дата в виде ГГГГ-ММ-ДД</translation>
    </message>
    <message>
        <source>list each driver&apos;s result</source>
        <translation>перечислите результаты пилотов</translation>
    </message>
    <message>
        <source>a climb has tries, not stages</source>
        <translation>в подъёме попытки, а не спецучастки</translation>
    </message>
    <message>
        <source>only a climb has tries</source>
        <translation>попытки бывают только в подъёме</translation>
    </message>
    <message>
        <source>the file was written by a newer Pacenotes (format %1; this version reads up to %2)</source>
        <translation>файл записан более новой версией Pacenotes (формат %1; эта версия читает до %2)</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>ожидается &quot;%1&quot;</translation>
    </message>
    <message>
        <source>list the season&apos;s drivers</source>
        <translation>перечислите пилотов сезона</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>этап %1</translation>
    </message>
    <message>
        <source>wins: %1 to %2</source>
        <translation>побед: %1 против %2</translation>
    </message>
    <message>
        <source>equal up to place %1; places %2: %3 to %4</source>
        <translation>поровну до места %1; мест %2: %3 против %4</translation>
    </message>
    <message>
        <source>the latest event they differ in, %1: %2 to %3</source>
        <translation>последний этап, где они различаются, %1: %2 против %3</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>место %1</translation>
    </message>
    <message>
        <source>not driven</source>
        <translation>не участвовал</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>no time</source>
        <translation>нет времени</translation>
    </message>
    <message>
        <source>equal with %1 on the total and on %2, ahead on %3</source>
        <translation>поровну с %1 по сумме и по показателю «%2», выше по показателю: %3</translation>
    </message>
    <message>
        <source>equal with %1 on the total and on %2, behind on %3</source>
        <translation>поровну с %1 по сумме и по показателю «%2», ниже по показателю: %3</translation>
    </message>
    <message>
        <source>%1 ahead of %2, both on %3: equal on %4, then %5</source>
        <translation>%1 выше, чем %2, у обоих %3: поровну по показателю «%4», затем %5</translation>
    </message>
    <message>
        <source>equal with %1 on the total, ahead on %2</source>
        <translation>поровну с %1 по сумме, выше по показателю: %2</translation>
    </message>
    <message>
        <source>equal with %1 on the total, behind on %2</source>
        <translation>поровну с %1 по сумме, ниже по показателю: %2</translation>
    </message>
    <message>
        <source>%1 ahead of %2, both on %3: %4</source>
        <translation>%1 выше, чем %2, у обоих %3: %4</translation>
    </message>
    <message>
        <source>no tie-break was chosen</source>
        <translation>способ разрешения ничьей не выбран</translation>
    </message>
    <message>
        <source>still equal on %1</source>
        <translation>по-прежнему поровну: %1</translation>
    </message>
    <message>
        <source>shares place %1 with %2: %3</source>
        <translation>делит место %1 с %2: %3</translation>
    </message>
    <message>
        <source>%1 and %2 share place %3, both on %4: %5</source>
        <translation>%1 и %2 делят место %3, у обоих %4: %5</translation>
    </message>
    <message>
        <source>Equal totals share the place: the books give no tie-break for a season, and none was chosen.</source>
        <translation>При равной сумме место делится: правила не дают способа разрешить ничью в сезоне, и он не выбран.</translation>
    </message>
    <message>
        <source>Equal totals: the books give no tie-break for a season; the organiser chose %1. Drivers still equal share the place.</source>
        <translation>При равной сумме: правила не дают способа разрешить ничью в сезоне; организатор выбрал: %1. Кто и тогда равен — делит место.</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, затем </translation>
    </message>
    <message numerus="yes">
        <source>Only the best %n result(s) of each driver count (the organiser&apos;s choice; the books are silent); a missed event is a result of 0 and is dropped first.</source>
        <translation>
            <numerusform>Засчитывается только %n лучший результат каждого пилота (выбор организатора; в правилах об этом нет); пропущенный этап — результат 0, он отбрасывается первым.</numerusform>
            <numerusform>Засчитываются только %n лучших результата каждого пилота (выбор организатора; в правилах об этом нет); пропущенный этап — результат 0, он отбрасывается первым.</numerusform>
            <numerusform>Засчитываются только %n лучших результатов каждого пилота (выбор организатора; в правилах об этом нет); пропущенный этап — результат 0, он отбрасывается первым.</numerusform>
        </translation>
    </message>
    <message>
        <source>A driver who missed an event has no comparable total time: they are ranked after the drivers who drove every event, by events driven and then time (the books are silent).</source>
        <translation>У пилота, пропустившего этап, общее время несравнимо: он идёт после тех, кто проехал все этапы, по числу этапов, затем по времени (в правилах об этом нет).</translation>
    </message>
    <message>
        <source>A team scores the sum of its two drivers; equal teams share the place (the books are silent).</source>
        <translation>Команда получает сумму двух своих пилотов; равные команды делят место (в правилах об этом нет).</translation>
    </message>
    <message>
        <source>%1 has not finished a stage yet: its first stage starts in the order the results were entered.</source>
        <translation>В «%1» ещё не пройден ни один спецучасток: первый стартует в том порядке, в каком введены результаты.</translation>
    </message>
    <message>
        <source>%1 is still being driven: stage %2%3 starts by the total time so far, lowest first (%4).</source>
        <translation>«%1» ещё идёт: спецучасток %2%3 стартует по общему времени на данный момент, лучший первым (%4).</translation>
    </message>
    <message>
        <source>as entered for the first stage</source>
        <translation>как введено для первого спецучастка</translation>
    </message>
    <message>
        <source>total %1 after stage %2</source>
        <translation>общее время %1 после спецучастка %2</translation>
    </message>
    <message>
        <source>equal with %1: keeps the order of stage %2 (the books give no tie-break)</source>
        <translation>поровну с %1: сохраняется порядок спецучастка %2 (правила не дают способа разрешить ничью)</translation>
    </message>
    <message>
        <source>The starting order is drawn at the table before each event, typically at random (%1).</source>
        <translation>Порядок старта определяют за столом перед каждым этапом, обычно жребием (%1).</translation>
    </message>
    <message>
        <source>No event has a result yet: the first starting order is drawn at the table (%1); after it: %2.</source>
        <translation>Результатов ещё нет: первый порядок старта определяют жребием за столом (%1); дальше — %2.</translation>
    </message>
    <message>
        <source>The lowest point total starts first (Rallyman BRDC, %1).</source>
        <translation>Первым стартует пилот с наименьшей суммой очков (Rallyman BRDC, %1).</translation>
    </message>
    <message>
        <source>The lowest total time starts first (%1).</source>
        <translation>Первым стартует пилот с лучшим общим временем (%1).</translation>
    </message>
    <message numerus="yes">
        <source>missed %n event(s): starts after the drivers who drove every one</source>
        <translation>
            <numerusform>пропущен %n этап: стартует после тех, кто проехал все</numerusform>
            <numerusform>пропущено %n этапа: стартует после тех, кто проехал все</numerusform>
            <numerusform>пропущено %n этапов: стартует после тех, кто проехал все</numerusform>
        </translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>общее время %1</translation>
    </message>
    <message>
        <source>no time yet</source>
        <translation>времени пока нет</translation>
    </message>
    <message>
        <source>equal with %1 and still equal after the tie-breaks: in the order of the drivers&apos; list (the books are silent; the organiser may change it)</source>
        <translation>поровну с %1 и после всех показателей: в порядке списка пилотов (в правилах об этом нет; организатор может изменить)</translation>
    </message>
    <message>
        <source>equal with %1: the lower placed in the standings starts first (place %2)</source>
        <translation>поровну с %1: первым стартует тот, кто ниже в таблице (место %2)</translation>
    </message>
    <message>
        <source>equal with %1: the higher placed in the standings starts first (place %2)</source>
        <translation>поровну с %1: первым стартует тот, кто выше в таблице (место %2)</translation>
    </message>
    <message>
        <source>%1 (%2), scored by %3.</source>
        <translation>%1 (%2), зачёт: %3.</translation>
    </message>
    <message>
        <source>points by place</source>
        <translation>очки за места</translation>
    </message>
    <message>
        <source>total time</source>
        <translation>общее время</translation>
    </message>
    <message>
        <source>Points by place: %1 (%2); places beyond score 0.</source>
        <translation>Очки за места: %1 (%2); дальше — 0.</translation>
    </message>
    <message>
        <source>Points by place: %1 (the organiser&apos;s table); places beyond score 0.</source>
        <translation>Очки за места: %1 (таблица организатора); дальше — 0.</translation>
    </message>
    <message>
        <source>Power Stage bonus: %1 for the fastest on each rally&apos;s last stage (a climb&apos;s best try); the organiser&apos;s option.</source>
        <translation>Бонус Power Stage: %1 самым быстрым на последнем спецучастке каждого ралли (в подъёме — за лучшую попытку); выбор организатора.</translation>
    </message>
    <message>
        <source>A race is decided by the finishing order; a driver who retires takes last place, a later retirement one place ahead of an earlier one (%1).</source>
        <translation>Гонку решает порядок финиша; сошедший занимает последнее место, сошедший позже — на место выше сошедшего раньше (%1).</translation>
    </message>
    <message>
        <source>A head-to-head race adds %1 s per finishing place: %2 for first, %3 for second (%4; the digest also suggests %5 s).</source>
        <translation>Гонка «голова к голове» добавляет %1 сек. за каждое место: %2 за первое, %3 за второе (%4; в сводных правилах предлагают и %5 сек.).</translation>
    </message>
    <message>
        <source>A head-to-head race adds %1 s per finishing place: %2 for first, %3 for second (the organiser&apos;s choice; %4 gives %5 s, and its author prefers %6 s).</source>
        <translation>Гонка «голова к голове» добавляет %1 сек. за каждое место: %2 за первое, %3 за второе (выбор организатора; %4: %5 сек., автор сводных правил предпочитает %6 сек.).</translation>
    </message>
    <message>
        <source>A rally is won on the total of its stage times; a driver who retires from a stage counts one minute slower than the slowest finisher of that stage (%1, %2).</source>
        <translation>Ралли выигрывают по сумме времени спецучастков; сошедшему со спецучастка засчитывают на минуту больше, чем худшему финишировавшему на нём (%1, %2).</translation>
    </message>
    <message numerus="yes">
        <source>A climb counts the best of %n tries (%1).</source>
        <translation>
            <numerusform>В подъёме засчитывается лучшая из %n попытки (%1).</numerusform>
            <numerusform>В подъёме засчитывается лучшая из %n попыток (%1).</numerusform>
            <numerusform>В подъёме засчитывается лучшая из %n попыток (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Time trials add their times; the lowest season total wins (%1).</source>
        <translation>Заезды на время складывают своё время; побеждает лучшая сумма за сезон (%1).</translation>
    </message>
    <message>
        <source>Next starting order: %1.</source>
        <translation>Порядок старта следующего этапа: %1.</translation>
    </message>
    <message>
        <source>Within a rally the next stage starts by total time, lowest first (%1).</source>
        <translation>Внутри ралли следующий спецучасток стартует по общему времени, лучший первым (%1).</translation>
    </message>
    <message>
        <source>Damage is repaired only at the ends of the stages the organiser names (%1).</source>
        <translation>Повреждения ремонтируют только после спецучастков, названных организатором (%1).</translation>
    </message>
    <message>
        <source>Damage is repaired between events (%1).</source>
        <translation>Между этапами все повреждения ремонтируют (%1).</translation>
    </message>
    <message>
        <source>Between rally stages damage is carried, unless the stage ends at Assistance (%1).</source>
        <translation>Между спецучастками ралли повреждения сохраняются, если спецучасток не заканчивается технической помощью (%1).</translation>
    </message>
    <message>
        <source>Each driver keeps one car for the whole series (%1).</source>
        <translation>Каждый пилот ездит на одном автомобиле всю серию (%1).</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 R</source>
        <comment>retired</comment>
        <translation>%1 С</translation>
    </message>
    <message>
        <source>The championships file cannot be opened. %1</source>
        <translation>Не удаётся открыть файл чемпионатов. %1</translation>
    </message>
    <message>
        <source>The championships file is not open.</source>
        <translation>Файл чемпионатов не открыт.</translation>
    </message>
    <message>
        <source>The season was not saved: %1</source>
        <translation>Сезон не сохранён: %1</translation>
    </message>
    <message>
        <source>The season was not saved: it is no longer in the championships file.</source>
        <translation>Сезон не сохранён: его больше нет в файле чемпионатов.</translation>
    </message>
    <message>
        <source>There is no such season in the championships file.</source>
        <translation>В файле чемпионатов нет такого сезона.</translation>
    </message>
    <message>
        <source>Untitled season</source>
        <translation>Сезон без названия</translation>
    </message>
    <message>
        <source>The season “%1” cannot be read: %2</source>
        <translation>Сезон «%1» не читается: %2</translation>
    </message>
    <message>
        <source>unknown game “%1”</source>
        <translation>неизвестная игра «%1»</translation>
    </message>
    <message>
        <source>%1 is not an event</source>
        <translation>%1 — не этап</translation>
    </message>
    <message>
        <source>The season was not deleted: %1</source>
        <translation>Сезон не удалён: %1</translation>
    </message>
    <message>
        <source>retired (retirement %1 of %2): takes place %3 (%4)</source>
        <translation>сошёл (сход %1 из %2): занимает место %3 (%4)</translation>
    </message>
    <message>
        <source>retired: takes the last place, %1 (%2)</source>
        <translation>сошёл: занимает последнее место, %1 (%2)</translation>
    </message>
    <message>
        <source>place %1 × %2 s = %3 (%4)</source>
        <translation>место %1 × %2 сек. = %3 (%4)</translation>
    </message>
    <message>
        <source>stage %1 retired: slowest finish %2 + %3</source>
        <translation>сход на спецучастке %1: худшее время финишировавших %2 + %3</translation>
    </message>
    <message>
        <source>stage %1 penalty +%2 s</source>
        <translation>спецучасток %1: штраф +%2 сек.</translation>
    </message>
    <message numerus="yes">
        <source>best of %n tries: try %1</source>
        <translation>
            <numerusform>лучшая из %n попытки: попытка %1</numerusform>
            <numerusform>лучшая из %n попыток: попытка %1</numerusform>
            <numerusform>лучшая из %n попыток: попытка %1</numerusform>
        </translation>
    </message>
    <message>
        <source>retired on every try: slowest best time %1 + %2 (%3)</source>
        <translation>сход во всех попытках: худшее из лучших времён %1 + %2 (%3)</translation>
    </message>
    <message>
        <source>retired on every try</source>
        <translation>сход во всех попытках</translation>
    </message>
    <message>
        <source>Every driver retired on every try: there is no time to add the retirement minute to.</source>
        <translation>Все пилоты сошли во всех попытках: не к чему прибавить минуту за сход.</translation>
    </message>
    <message>
        <source>Equal times share the place and each scores its points: the books give no tie-break for equal times.</source>
        <translation>При равном времени место делится, и каждый получает его очки: правила не дают способа разрешить ничью по времени.</translation>
    </message>
    <message>
        <source>expected whole numbers of points</source>
        <translation>ожидаются целые числа очков</translation>
    </message>
    <message>
        <source>digest p. %1, “%2”</source>
        <translation>сводные правила, стр. %1, «%2»</translation>
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
        <translation>Определяет очерёдность хода в раунде и объясняет каждое решение (docs/referee-json.md). Код выхода 0: готово; 2: запрос не удаётся прочитать.</translation>
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
        <translation>определить очерёдность хода в раунде по JSON, с объяснениями</translation>
    </message>
    <message>
        <source>A JSON request, or - for standard input.</source>
        <translation>Запрос в JSON или - для стандартного ввода.</translation>
    </message>
    <message>
        <source>Rules on a planned move (and its dice, damage, pit stop...) from a JSON request and prints the verdict as JSON (docs/referee-json.md). Exit code 0: legal; 1: the move breaks a rule; 2: the request cannot be read.</source>
        <translation>Судит запланированный ход (и его кубики, повреждения, пит-стоп...) по запросу в JSON и выводит решение в JSON (docs/referee-json.md). Код выхода 0: ход допустим; 1: ход нарушает правило; 2: запрос не удаётся прочитать.</translation>
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
        <translation>%1: не удаётся прочитать (%2)</translation>
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
        <translation>Таблица: solo (таблица подсчёта GT) или rally (лист ралли DIRT).</translation>
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
        <translation>Печатает таблицу в PDF: таблицу подсчёта GT для одного игрока или лист ралли DIRT, пустые или заполненные из истории. Язык задаётся параметром --lang en|ru.</translation>
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
        <translation>печать таблицы подсчёта или листа ралли в PDF, пустых или из истории</translation>
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
    <message>
        <source>RX circuit</source>
        <translation>RX-трасса</translation>
    </message>
    <message>
        <source>Runs from: %1 to %2</source>
        <translation>Идёт от: %1 до %2</translation>
    </message>
    <message numerus="yes">
        <source>Grid: %n pass(es) from the pre-grid tile %1</source>
        <translation>
            <numerusform>Предстартовая зона: %n проезд от фрагмента %1</numerusform>
            <numerusform>Предстартовая зона: %n проезда от фрагмента %1</numerusform>
            <numerusform>Предстартовая зона: %n проездов от фрагмента %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lap: %n pass(es)</source>
        <translation>
            <numerusform>Круг: %n проезд</numerusform>
            <numerusform>Круг: %n проезда</numerusform>
            <numerusform>Круг: %n проездов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Joker: %n pass(es), leaving the lap at %1 and rejoining it at %2</source>
        <translation>
            <numerusform>Джокер: %n проезд, уходит с круга на %1 и возвращается на %2</numerusform>
            <numerusform>Джокер: %n проезда, уходит с круга на %1 и возвращается на %2</numerusform>
            <numerusform>Джокер: %n проездов, уходит с круга на %1 и возвращается на %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Checks tracks and prints every problem. Exit code 0: valid (warnings only, or none); 1: errors found; 2: a file cannot be read.</source>
        <translation>Проверяет трассы и выводит каждую проблему. Код выхода 0: трасса верна (только предупреждения или ничего); 1: найдены ошибки; 2: файл не читается.</translation>
    </message>
    <message>
        <source>valid RX circuit</source>
        <translation>правильная RX-трасса</translation>
    </message>
    <message>
        <source>%1: larger than %2 MB</source>
        <translation>%1: больше %2 МБ</translation>
    </message>
    <message>
        <source>racing</source>
        <translation>в гонке</translation>
    </message>
    <message>
        <source>finished, place %1</source>
        <translation>финишировал, место %1</translation>
    </message>
    <message>
        <source>retired</source>
        <translation>сошёл</translation>
    </message>
    <message>
        <source>%1: %2; gear %3; damage %4 gear, %5 brake, %6 coast, %7 boost</source>
        <translation>%1: %2; передача %3; повреждения: коробка передач %4, тормоза %5, поддержание скорости %6, ускорение %7</translation>
    </message>
    <message>
        <source>Focus %1; laps %2</source>
        <translation>концентрация %1; круги %2</translation>
    </message>
    <message>
        <source>Seconds %1; stage time %2</source>
        <translation>секунды %1; время спецучастка %2</translation>
    </message>
    <message>
        <source>stages %1</source>
        <translation>спецучастки %1</translation>
    </message>
    <message>
        <source>Print every action, its rulings and the final state as JSON.</source>
        <translation>Вывести каждое действие, его решения и итоговое состояние в JSON.</translation>
    </message>
    <message>
        <source>The sub-command: replay.</source>
        <translation>Подкоманда: replay.</translation>
    </message>
    <message>
        <source>A game log (docs/game-log.md), or - for standard input.</source>
        <translation>Журнал партии (docs/game-log.md) или - для стандартного ввода.</translation>
    </message>
    <message>
        <source>Replays a game log through the referee, as the table played it, and prints every ruling and the final state (positions, gears, damage, Focus/Seconds, times). Exit code 0: every action was accepted; 1: one was refused (which, and why); 2: the log cannot be read.</source>
        <translation>Переигрывает журнал партии через судью так, как её сыграли за столом, и выводит каждое решение и итоговое состояние (места, передачи, повреждения, концентрация/секунды, время). Код выхода 0: все действия приняты; 1: одно отклонено (какое и почему); 2: журнал не читается.</translation>
    </message>
    <message>
        <source>game: use &apos;pacenotes game replay FILE&apos; (see --help).</source>
        <translation>game: используйте &apos;pacenotes game replay ФАЙЛ&apos; (см. --help).</translation>
    </message>
    <message>
        <source>game: %1</source>
        <translation>game: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2, %n player(s)</source>
        <translation>
            <numerusform>%1 — %2, %n игрок</numerusform>
            <numerusform>%1 — %2, %n игрока</numerusform>
            <numerusform>%1 — %2, %n игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation>Партия без названия</translation>
    </message>
    <message>
        <source>Action %1 (%2) is refused: %3</source>
        <translation>Действие %1 (%2) отклонено: %3</translation>
    </message>
    <message numerus="yes">
        <source>State after %n action(s):</source>
        <translation>
            <numerusform>Состояние после %n действия:</numerusform>
            <numerusform>Состояние после %n действий:</numerusform>
            <numerusform>Состояние после %n действий:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Overall after %n stage(s):</source>
        <translation>
            <numerusform>Общий зачёт после %n спецучастка:</numerusform>
            <numerusform>Общий зачёт после %n спецучастков:</numerusform>
            <numerusform>Общий зачёт после %n спецучастков:</numerusform>
        </translation>
    </message>
    <message>
        <source>replay a game log through the referee and print every ruling and the final state</source>
        <translation>переиграть журнал партии через судью и вывести все решения и итоговое состояние</translation>
    </message>
    <message>
        <source>codriver: name one request file, or - for standard input.</source>
        <translation>codriver: укажите один файл запроса или - для стандартного ввода.</translation>
    </message>
    <message>
        <source>codriver: %1</source>
        <translation>codriver: %1</translation>
    </message>
    <message>
        <source>weigh every legal plan for the road ahead and suggest the best (JSON)</source>
        <translation>взвесить каждый допустимый план на участке впереди и предложить лучший (JSON)</translation>
    </message>
    <message>
        <source>Print one JSON object: sides, errors, warnings, problems.</source>
        <translation>Вывести один объект JSON: стороны, ошибки, предупреждения, проблемы.</translation>
    </message>
    <message>
        <source>A space pack (.pnspaces) or a folder of tile side files.</source>
        <translation>Набор клеток (.pnspaces) или папка с файлами сторон фрагментов.</translation>
    </message>
    <message>
        <source>Checks tile space data against the tile catalog. Exit code 0: consistent (warnings allowed); 1: errors found; 2: the data cannot be read.</source>
        <translation>Сверяет данные о клетках фрагментов с каталогом фрагментов. Код выхода 0: данные согласованы (предупреждения допустимы); 1: найдены ошибки; 2: данные не читаются.</translation>
    </message>
    <message>
        <source>spaces check: name one pack or folder.</source>
        <translation>spaces check: укажите один набор или папку.</translation>
    </message>
    <message>
        <source>%1, space %2</source>
        <translation>%1, клетка %2</translation>
    </message>
    <message>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>предупреждение</translation>
    </message>
    <message numerus="yes">
        <source>%n tile side(s) checked</source>
        <translation>
            <numerusform>проверена %n сторона фрагмента</numerusform>
            <numerusform>проверены %n стороны фрагментов</numerusform>
            <numerusform>проверено %n сторон фрагментов</numerusform>
        </translation>
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
        <source>Print one JSON object: tiles, covered, uncovered.</source>
        <translation>Вывести один объект JSON: фрагменты, покрытые, непокрытые.</translation>
    </message>
    <message>
        <source>A track file.</source>
        <translation>Файл трассы.</translation>
    </message>
    <message>
        <source>spaces coverage: name one track file.</source>
        <translation>spaces coverage: укажите один файл трассы.</translation>
    </message>
    <message>
        <source>no space data</source>
        <translation>нет данных о клетках</translation>
    </message>
    <message>
        <source>template only</source>
        <translation>только шаблон</translation>
    </message>
    <message>
        <source>not on the course</source>
        <translation>не на трассе</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n course tile(s) covered by space data that is not a template.</source>
        <translation>
            <numerusform>Данные о клетках (не шаблон) есть у %1 из %n фрагмента трассы.</numerusform>
            <numerusform>Данные о клетках (не шаблон) есть у %1 из %n фрагментов трассы.</numerusform>
            <numerusform>Данные о клетках (не шаблон) есть у %1 из %n фрагментов трассы.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pack file to write.</source>
        <translation>Файл набора, который нужно записать.</translation>
    </message>
    <message>
        <source>Writes the templates of every tile side as a space pack (the pack shipped with Pacenotes is made this way).</source>
        <translation>Записывает шаблоны всех сторон фрагментов как набор клеток (так сделан набор, который поставляется с Pacenotes).</translation>
    </message>
    <message>
        <source>spaces templates: give --out FILE.</source>
        <translation>spaces templates: укажите --out ФАЙЛ.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n tile side(s) of templates to %1.</source>
        <translation>
            <numerusform>Шаблоны %n стороны фрагмента записаны в %1.</numerusform>
            <numerusform>Шаблоны %n сторон фрагментов записаны в %1.</numerusform>
            <numerusform>Шаблоны %n сторон фрагментов записаны в %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>check tile space packs, show a track&apos;s space coverage</source>
        <translation>проверить наборы клеток фрагментов, показать покрытие трассы данными о клетках</translation>
    </message>
    <message>
        <source>Weighs every legal plan for a car and the road ahead given as JSON and prints the best ones, the suggestion for each attitude and, when asked, whether to roll the next die or stop (docs/codriver.md). The road may instead come from a track file&apos;s spaces: name the track and the car&apos;s space. Exit code 0: answered; 1: the car has no legal move (or the plan asked about is illegal); 2: the request cannot be read.</source>
        <translation>Взвешивает каждый допустимый план для автомобиля и участка трассы впереди, заданных в JSON, и выводит лучшие, совет для каждого стиля езды и, если спрошено, бросать ли следующий кубик или остановиться (docs/codriver.md). Участок впереди можно взять и из клеток файла трассы: укажите трассу и клетку автомобиля. Код выхода 0: ответ дан; 1: у автомобиля нет допустимого хода (или спрошенный план нарушает правила); 2: запрос невозможно прочитать.</translation>
    </message>
    <message>
        <source>A season as JSON (docs/championship.md), or - for standard input.</source>
        <translation>Сезон в формате JSON (docs/championship.md) или - для стандартного ввода.</translation>
    </message>
    <message>
        <source>Print the standings as JSON.</source>
        <translation>Вывести таблицу в формате JSON.</translation>
    </message>
    <message>
        <source>Works out a season&apos;s standings: each event classified by the rules, points or times, totals, gaps, ties with the tie-break used, and the next starting order with the reason for each place (docs/championship.md). Exit code 0: answered; 2: the season cannot be read (the message names the JSON field).</source>
        <translation>Подсчитывает таблицу сезона: итог каждого этапа по правилам, очки или время, суммы, отставания, ничьи с применённым способом их разрешения и порядок старта следующего этапа с причиной для каждого места (docs/championship.md). Код выхода 0: ответ получен; 2: сезон не читается (сообщение называет поле JSON).</translation>
    </message>
    <message>
        <source>championship standings: name one season file, or - for standard input.</source>
        <translation>championship standings: укажите один файл сезона или - для стандартного ввода.</translation>
    </message>
    <message>
        <source>championship standings: %1</source>
        <translation>championship standings: %1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>предупреждение: %1</translation>
    </message>
    <message>
        <source>Usage: pacenotes championship standings [--json] FILE|-

A season of races, rallies and climbs scored as the combined rules score them: standings, points, totals and the next starting order (docs/championship.md).
</source>
        <translation>Использование: pacenotes championship standings [--json] ФАЙЛ|-

Сезон гонок, ралли и подъёмов с подсчётом по сводным правилам: таблица, очки, суммы и порядок старта следующего этапа (docs/championship.md).
</translation>
    </message>
    <message>
        <source>championship: unknown command &quot;%1&quot;; expected standings.</source>
        <translation>championship: неизвестная команда &quot;%1&quot;; ожидается standings.</translation>
    </message>
    <message>
        <source>a season&apos;s standings and next starting order from JSON</source>
        <translation>таблица сезона и порядок старта следующего этапа из JSON</translation>
    </message>
    <message>
        <source>A space pack to use before the shipped readings and templates (repeatable; the first wins).</source>
        <translation>Набор клеток, используемый раньше поставляемых прочтений и шаблонов (можно несколько; побеждает первый).</translation>
    </message>
    <message>
        <source>The date written on the pack and its sides (YYYY-MM-DD).</source>
        <translation>Дата, записываемая в набор и его стороны (ГГГГ-ММ-ДД).</translation>
    </message>
    <message>
        <source>Who read the pictures.</source>
        <translation>Кто читал изображения.</translation>
    </message>
    <message>
        <source>Write the pack without the readings that cannot be converted (they are listed; the exit code is still 1).</source>
        <translation>Записать набор без прочтений, которые нельзя преобразовать (они перечисляются; код выхода всё равно 1).</translation>
    </message>
    <message>
        <source>A folder of final readings, one &lt;side&gt;.json each (docs/space-packs.md, Readings).</source>
        <translation>Папка итоговых прочтений, по одному &lt;сторона&gt;.json (docs/space-packs.md, Readings).</translation>
    </message>
    <message>
        <source>Turns the final readings of the tile pictures into a space pack (how resources/spaces/readings.pnspaces is made): each lane cut into the spaces read, the marks on their spaces with their confidence. The same readings give the same bytes. Exit code 0: written, every side checked without errors; 1: a reading was refused or a side has errors (nothing is written unless --skip-bad); 2: bad arguments or the pack cannot be written.</source>
        <translation>Превращает итоговые прочтения изображений фрагментов в набор клеток (так делается resources/spaces/readings.pnspaces): каждая полоса делится на прочитанное число клеток, отметки ставятся на свои клетки с их достоверностью. Одни и те же прочтения дают одни и те же байты. Код выхода 0: записано, каждая сторона проверена без ошибок; 1: прочтение отклонено или в стороне есть ошибки (без --skip-bad ничего не записывается); 2: неверные аргументы или набор нельзя записать.</translation>
    </message>
    <message>
        <source>spaces from-readings: name one folder of readings.</source>
        <translation>spaces from-readings: укажите одну папку прочтений.</translation>
    </message>
    <message>
        <source>spaces from-readings: give --out FILE and --date YYYY-MM-DD.</source>
        <translation>spaces from-readings: укажите --out ФАЙЛ и --date ГГГГ-ММ-ДД.</translation>
    </message>
    <message>
        <source>spaces from-readings: --date: expected a date as YYYY-MM-DD</source>
        <translation>spaces from-readings: --date: ожидается дата вида ГГГГ-ММ-ДД</translation>
    </message>
    <message>
        <source>spaces from-readings: %1 is not a folder.</source>
        <translation>spaces from-readings: %1 — не папка.</translation>
    </message>
    <message>
        <source>%1: the side has errors (above)</source>
        <translation>%1: в стороне есть ошибки (см. выше)</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>отклонено: %1</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was written: %n reading(s) refused.</source>
        <translation>
            <numerusform>Ничего не записано: отклонено %n прочтение.</numerusform>
            <numerusform>Ничего не записано: отклонено %n прочтения.</numerusform>
            <numerusform>Ничего не записано: отклонено %n прочтений.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n tile side(s) read from pictures to %1</source>
        <translation>
            <numerusform>Записана %n сторона фрагмента, прочитанная с изображений, в %1</numerusform>
            <numerusform>Записаны %n стороны фрагментов, прочитанные с изображений, в %1</numerusform>
            <numerusform>Записано %n сторон фрагментов, прочитанных с изображений, в %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n side(s) with roads have no reading yet (their templates stay).</source>
        <translation>
            <numerusform>у %n стороны с дорогой ещё нет прочтения (остаётся её шаблон).</numerusform>
            <numerusform>у %n сторон с дорогой ещё нет прочтения (остаются их шаблоны).</numerusform>
            <numerusform>у %n сторон с дорогой ещё нет прочтения (остаются их шаблоны).</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage: pacenotes spaces check PACK|DIR [--json]
       pacenotes spaces coverage TRACK [--pack P]... [--json]
       pacenotes spaces templates --out FILE
       pacenotes spaces from-readings DIR --out FILE --date YYYY-MM-DD [--author TEXT] [--skip-bad]

Tile space data: check a pack against the tile catalog, say which tiles of a track have data, write the templates, or turn readings of the tile pictures into a pack.
</source>
        <translation>Использование: pacenotes spaces check НАБОР|ПАПКА [--json]
       pacenotes spaces coverage ТРАССА [--pack Н]... [--json]
       pacenotes spaces templates --out ФАЙЛ
       pacenotes spaces from-readings ПАПКА --out ФАЙЛ --date ГГГГ-ММ-ДД [--author ТЕКСТ] [--skip-bad]

Данные клеток фрагментов: проверить набор по каталогу фрагментов, показать, у каких фрагментов трассы есть данные, записать шаблоны или превратить прочтения изображений фрагментов в набор.
</translation>
    </message>
    <message>
        <source>spaces: unknown command &quot;%1&quot;; expected check, coverage, templates or from-readings.</source>
        <translation>spaces: неизвестная команда «%1»; ожидается check, coverage, templates или from-readings.</translation>
    </message>
    <message>
        <source>Add the threads used and the time taken to the answer (which then differs from run to run).</source>
        <translation>Добавить в ответ число потоков и затраченное время (тогда ответ меняется от запуска к запуску).</translation>
    </message>
    <message>
        <source>Says which tiles of a track have space data, and from which pack. Exit code 0: every course tile is covered by data that is not a template; 1: some are not; 2: a file cannot be read, or the track has no course tile laid out (a tile list only).</source>
        <translation>Показывает, у каких фрагментов трассы есть данные о клетках и из какого набора. Код выхода 0: у каждого фрагмента трассы есть данные, а не только шаблон; 1: не у всех; 2: файл не читается или на трассе не выложено ни одного фрагмента (только список фрагментов).</translation>
    </message>
    <message>
        <source>spaces coverage: %1 has no tiles laid out, only a tile list: there is nothing to cover. Lay the tiles out first (pacenotes layout).</source>
        <translation>spaces coverage: в %1 нет выложенных фрагментов, только их список: проверять нечего. Сначала разложите фрагменты (pacenotes layout).</translation>
    </message>
    <message>
        <source>spaces coverage: %1 has no course tile laid out: there is nothing to cover.</source>
        <translation>spaces coverage: в %1 не выложено ни одного фрагмента трассы: проверять нечего.</translation>
    </message>
</context>
<context>
    <name>CoDriver</name>
    <message>
        <source>Cautious</source>
        <translation>Осторожно</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>Взвешенно</translation>
    </message>
    <message>
        <source>Flat out</source>
        <translation>Рискованно</translation>
    </message>
    <message>
        <source>Furthest on average</source>
        <translation>Дальше всех в среднем</translation>
    </message>
    <message>
        <source>Go as far as possible with hardly any risk of losing control.</source>
        <translation>Проехать как можно дальше почти без риска потери управления.</translation>
    </message>
    <message>
        <source>Accept a small risk for more distance.</source>
        <translation>Небольшой риск ради большего расстояния.</translation>
    </message>
    <message>
        <source>Push hard: distance first, a real risk accepted.</source>
        <translation>На пределе: сначала расстояние, заметный риск допустим.</translation>
    </message>
    <message>
        <source>Maximise the expected position after this turn, whatever the risk.</source>
        <translation>Наибольшее ожидаемое продвижение за этот ход, невзирая на риск.</translation>
    </message>
    <message>
        <source>Plans have 1 to 40 steps.</source>
        <translation>В плане от 1 до 40 шагов.</translation>
    </message>
    <message>
        <source>The road ahead has so many different paths that the search stopped after %1 dice layouts: the plans shown are the best of those.</source>
        <translation>На участке впереди так много разных путей, что поиск остановился после %1 раскладок кубиков: показаны лучшие из них.</translation>
    </message>
    <message>
        <source>At 00 the car does nothing this turn but come back onto the track.</source>
        <translation>С жетоном 00 автомобиль в этот ход только возвращается на трассу.</translation>
    </message>
    <message>
        <source>No legal move: the car is blocked (it cannot enter any space ahead with the dice it has).</source>
        <translation>Допустимых ходов нет: автомобиль заблокирован (с имеющимися кубиками он не может въехать ни на одно поле впереди).</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>end gear (its chance)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>a dotted line is crossed straight; a diagonal move takes the perfect line</source>
        <translation>пунктирную линию пересекают прямо; движение по диагонали — это идеальная траектория</translation>
    </message>
    <message>
        <source>expected the id of a space, or an object {&quot;to&quot;, &quot;direction&quot;, &quot;line&quot;}</source>
        <translation>ожидался id поля или объект {&quot;to&quot;, &quot;direction&quot;, &quot;line&quot;}</translation>
    </message>
    <message>
        <source>no space of the road has the id “%1”</source>
        <translation>на участке нет поля с id «%1»</translation>
    </message>
    <message>
        <source>expected a space (an object, {} for a plain one)</source>
        <translation>ожидалось поле (объект; {} для обычного поля)</translation>
    </message>
    <message>
        <source>the road says how the car moves: straight on or diagonally</source>
        <translation>как движется автомобиль, задаёт сам участок: прямо или по диагонали</translation>
    </message>
    <message>
        <source>say it on the move into this space (&quot;next&quot;)</source>
        <translation>укажите это на переходе в это поле (&quot;next&quot;)</translation>
    </message>
    <message>
        <source>too many spaces (at most %1)</source>
        <translation>слишком много полей (не больше %1)</translation>
    </message>
    <message>
        <source>expected a row: an array with one space per lane</source>
        <translation>ожидался ряд: массив с одним полем на полосу</translation>
    </message>
    <message>
        <source>every row has the same number of lanes (%1)</source>
        <translation>во всех рядах одинаковое число полос (%1)</translation>
    </message>
    <message>
        <source>at most 6 lanes</source>
        <translation>не больше 6 полос</translation>
    </message>
    <message>
        <source>every space needs an id</source>
        <translation>у каждого поля должен быть id</translation>
    </message>
    <message>
        <source>two spaces have the id “%1”</source>
        <translation>у двух полей один и тот же id «%1»</translation>
    </message>
    <message>
        <source>say which spaces the car can move into from its own</source>
        <translation>укажите, на какие поля автомобиль может переместиться со своего</translation>
    </message>
    <message>
        <source>expected the spaces ahead: an array (one lane), {&quot;lanes&quot;: rows of lanes} or {&quot;spaces&quot;: [...], &quot;first&quot;: [...]}</source>
        <translation>ожидались поля впереди: массив (одна полоса), {&quot;lanes&quot;: ряды полос} или {&quot;spaces&quot;: [...], &quot;first&quot;: [...]}</translation>
    </message>
    <message>
        <source>the request is larger than 1 MB</source>
        <translation>запрос больше 1 МБ</translation>
    </message>
    <message>
        <source>not valid JSON (%1 at offset %2)</source>
        <translation>некорректный JSON (%1 на позиции %2)</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>ожидался объект JSON</translation>
    </message>
    <message>
        <source>give the plan&apos;s steps, as for the referee</source>
        <translation>укажите шаги плана, как для судьи</translation>
    </message>
    <message>
        <source>nothing to do: give the spaces &quot;ahead&quot;, or a plan to ask &quot;rollOrStop&quot; about</source>
        <translation>нечего делать: укажите поля впереди (&quot;ahead&quot;) или план для вопроса &quot;rollOrStop&quot;</translation>
    </message>
    <message>
        <source>any risk</source>
        <translation>любом риске</translation>
    </message>
    <message>
        <source>1 in 6</source>
        <translation>1 из 6</translation>
    </message>
    <message>
        <source>1 in 3</source>
        <translation>1 из 3</translation>
    </message>
    <message>
        <source>1 in 2</source>
        <translation>1 из 2</translation>
    </message>
    <message>
        <source>Flat Out</source>
        <translation>«газ в пол»</translation>
    </message>
    <message>
        <source>one by one</source>
        <translation>по одному</translation>
    </message>
    <message>
        <source>one by one, secure or stop at any risk</source>
        <translation>по одному, обезопасить или стоп при любом риске</translation>
    </message>
    <message>
        <source>one by one, stop at any risk</source>
        <translation>по одному, стоп при любом риске</translation>
    </message>
    <message>
        <source>one by one, secure or stop over %1</source>
        <translation>по одному, обезопасить или стоп при риске &gt; %1</translation>
    </message>
    <message>
        <source>one by one, stop over %1</source>
        <translation>по одному, стоп при риске &gt; %1</translation>
    </message>
    <message>
        <source>, with SISU</source>
        <translation>, с СИСУ</translation>
    </message>
    <message>
        <source>Roll all the dice at once.</source>
        <translation>Бросьте все кубики разом.</translation>
    </message>
    <message>
        <source>Roll the dice one by one and play every one.</source>
        <translation>Бросайте кубики по одному и сыграйте все.</translation>
    </message>
    <message>
        <source>Roll one by one; before a roll that could make you lose control, secure it if your tokens pay for it, otherwise stop.</source>
        <translation>Бросайте по одному; перед броском, который может привести к потере управления, обезопасьте его, если хватает жетонов, иначе остановитесь.</translation>
    </message>
    <message>
        <source>Roll one by one and stop before any roll that could make you lose control.</source>
        <translation>Бросайте по одному и остановитесь перед любым броском, который может привести к потере управления.</translation>
    </message>
    <message>
        <source>Roll one by one; when the next roll has more than a %1 chance of a Loss of Control, secure it if your tokens pay for it, otherwise stop.</source>
        <translation>Бросайте по одному; если следующий бросок ведёт к потере управления с шансом больше %1, обезопасьте его, если хватает жетонов, иначе остановитесь.</translation>
    </message>
    <message>
        <source>Roll one by one and stop when the next roll has more than a %1 chance of a Loss of Control.</source>
        <translation>Бросайте по одному и остановитесь, когда следующий бросок ведёт к потере управления с шансом больше %1.</translation>
    </message>
    <message>
        <source>A move from the car&apos;s space leads to no space of the road.</source>
        <translation>Переход с поля автомобиля не ведёт ни на одно поле участка.</translation>
    </message>
    <message>
        <source>A move from space %1 leads to no space of the road.</source>
        <translation>Переход с поля %1 не ведёт ни на одно поле участка.</translation>
    </message>
    <message>
        <source>Space %1 is not further along the track than space %2, which leads to it.</source>
        <translation>Поле %1 находится на трассе не дальше поля %2, с которого на него переходят.</translation>
    </message>
    <message>
        <source>Space %1 is not further along the track than the car.</source>
        <translation>Поле %1 находится на трассе не дальше автомобиля.</translation>
    </message>
    <message>
        <source>Two spaces of the road are named %1.</source>
        <translation>Два поля участка названы %1.</translation>
    </message>
    <message>
        <source>Going Flat Out rolls every die at once: there is nothing to decide between rolls.</source>
        <translation>При «газ в пол» все кубики бросают разом: решать между бросками нечего.</translation>
    </message>
    <message>
        <source>The plan breaks the rules; ask the referee what to correct.</source>
        <translation>План нарушает правила; спросите у судьи, что исправить.</translation>
    </message>
    <message>
        <source>The turn is over.</source>
        <translation>Ход окончен.</translation>
    </message>
    <message>
        <source>The next roll cannot make you lose control: roll.</source>
        <translation>Следующий бросок не может привести к потере управления: бросайте.</translation>
    </message>
    <message>
        <source>The first roll of the turn must be made (a car moves if it can).</source>
        <translation>Первый бросок хода нужно сделать (автомобиль движется, если может).</translation>
    </message>
    <message>
        <source>The next roll loses control with a chance of %1: within what the “%2” attitude takes. Roll.</source>
        <translation>Следующий бросок приведёт к потере управления с шансом %1: это в пределах стиля «%2». Бросайте.</translation>
    </message>
    <message numerus="yes">
        <source>The next roll loses control with a chance of %1: secure it for %n token(s).</source>
        <translation>
            <numerusform>Следующий бросок приведёт к потере управления с шансом %1: обезопасьте его за %n жетон.</numerusform>
            <numerusform>Следующий бросок приведёт к потере управления с шансом %1: обезопасьте его за %n жетона.</numerusform>
            <numerusform>Следующий бросок приведёт к потере управления с шансом %1: обезопасьте его за %n жетонов.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next roll loses control with a chance of %1: more than the “%2” attitude takes. Stop here.</source>
        <translation>Следующий бросок приведёт к потере управления с шансом %1: это больше, чем допускает стиль «%2». Остановитесь.</translation>
    </message>
    <message>
        <source>with a track, the road ahead and where the car stands come from its spaces: leave it out</source>
        <translation>с трассой участок впереди и место автомобиля берутся из её клеток: уберите это поле</translation>
    </message>
    <message>
        <source>There is no space ahead of %1 to move into.</source>
        <translation>Впереди клетки %1 нет ни одной клетки, куда можно двинуться.</translation>
    </message>
    <message>
        <source>There is no car to advise.</source>
        <translation>Нет автомобиля, которому нужен совет.</translation>
    </message>
    <message>
        <source>%1 does not stand on a space of this track.</source>
        <translation>%1 не стоит на клетке этой трассы.</translation>
    </message>
    <message>
        <source>Some spaces of the road ahead have unknown markings (the tiles&apos; space data is only a template): the plans were weighed without their speed limits and corners, which were not checked.</source>
        <translation>Отметки некоторых клеток впереди неизвестны (данные клеток фрагмента — только шаблон): планы взвешены без их ограничений скорости и поворотов, которые не проверялись.</translation>
    </message>
    <message>
        <source>Some spaces of the road ahead were read with doubt: check their speed limits and corners on the tiles.</source>
        <translation>Некоторые клетки впереди прочитаны с сомнением: сверьте их ограничения скорости и повороты с фрагментами.</translation>
    </message>
</context>
<context>
    <name>CoDriverMenu</name>
    <message>
        <source>&amp;Co-driver…</source>
        <translation>&amp;Штурман…</translation>
    </message>
    <message>
        <source>Every legal plan for a car and the road ahead, weighed, and the best ones suggested</source>
        <translation>Каждый допустимый план для автомобиля на участке впереди, взвешенный, и лучшие из них</translation>
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
    <message>
        <source>Joker</source>
        <translation>Джокер</translation>
    </message>
</context>
<context>
    <name>DashboardConfidence</name>
    <message>
        <source>no data</source>
        <translation>нет данных</translation>
    </message>
    <message>
        <source>The game data has no dashboard for %1 with %2 on every side this game can show.</source>
        <translation>В игровых данных нет приборной панели %1 (%2) для каждой стороны, которая может понадобиться в этой игре.</translation>
    </message>
</context>
<context>
    <name>DataCredits</name>
    <message>
        <source>Tile facts</source>
        <translation>Описание фрагментов</translation>
    </message>
    <message>
        <source>Hazard faces of the dice</source>
        <translation>Грани кубиков с символом опасности</translation>
    </message>
    <message>
        <source>GT dashboards</source>
        <translation>Приборные панели GT</translation>
    </message>
    <message>
        <source>DIRT dashboards</source>
        <translation>Приборные панели DIRT</translation>
    </message>
    <message>
        <source>GT Loss of Control table</source>
        <translation>Таблица потери управления GT</translation>
    </message>
    <message>
        <source>GT Damage tokens</source>
        <translation>Жетоны повреждений GT</translation>
    </message>
    <message>
        <source>DIRT Damage tokens</source>
        <translation>Жетоны повреждений DIRT</translation>
    </message>
    <message>
        <source>DIRT Time cards</source>
        <translation>Карты времени DIRT</translation>
    </message>
    <message>
        <source>GT solo timing</source>
        <translation>Время в режиме для одного игрока GT</translation>
    </message>
    <message>
        <source>Ready-made tracks</source>
        <translation>Готовые трассы</translation>
    </message>
    <message>
        <source>Box contents checked by the game-data editor</source>
        <translation>Состав коробки для проверок редактора игровых данных</translation>
    </message>
    <message>
        <source>DIRT stage times: retirement and checkpoint penalties</source>
        <translation>Время этапа DIRT: сход и штрафы контрольных пунктов</translation>
    </message>
    <message>
        <source>Championship points tables and Auto Tour seconds</source>
        <translation>Таблицы очков чемпионата и секунды Автотура</translation>
    </message>
</context>
<context>
    <name>DesignerStatus</name>
    <message numerus="yes">
        <source>Layout complete and valid: all %n tile(s) of the list are placed.</source>
        <translation>
            <numerusform>Трасса собрана правильно: уложен %n фрагмент списка.</numerusform>
            <numerusform>Трасса собрана правильно: уложены все %n фрагмента списка.</numerusform>
            <numerusform>Трасса собрана правильно: уложены все %n фрагментов списка.</numerusform>
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
            <numerusform>Кольцевая трасса собрана правильно, на маршруте %n фрагмент</numerusform>
            <numerusform>Кольцевая трасса собрана правильно, на маршруте %n фрагмента</numerusform>
            <numerusform>Кольцевая трасса собрана правильно, на маршруте %n фрагментов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Valid stage, %n tile(s) on the course</source>
        <translation>
            <numerusform>Спецучасток собран правильно, на маршруте %n фрагмент</numerusform>
            <numerusform>Спецучасток собран правильно, на маршруте %n фрагмента</numerusform>
            <numerusform>Спецучасток собран правильно, на маршруте %n фрагментов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Valid RX circuit, %n tile(s) on the course</source>
        <translation>
            <numerusform>RX-трасса верна, на маршруте %n фрагмент</numerusform>
            <numerusform>RX-трасса верна, на маршруте %n фрагмента</numerusform>
            <numerusform>RX-трасса верна, на маршруте %n фрагментов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveRules</name>
    <message>
        <source>There is no such car.</source>
        <translation>Такого автомобиля нет.</translation>
    </message>
    <message>
        <source>%1 is not on a space of this track.</source>
        <translation>%1 не стоит на клетке этой трассы.</translation>
    </message>
    <message>
        <source>Space %1 is not one move ahead of space %2.</source>
        <translation>Клетка %1 не на один ход впереди клетки %2.</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>say whose turn it is</source>
        <translation>укажите, чей это ход</translation>
    </message>
    <message>
        <source>give either a re-layout the referee listed (&quot;option&quot;) or your own (&quot;steps&quot;), not both</source>
        <translation>укажите либо перекладку из списка судьи (&quot;option&quot;), либо свою (&quot;steps&quot;), но не обе</translation>
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
        <source>expected a date as YYYY-MM-DD</source>
        <translation>ожидается дата вида ГГГГ-ММ-ДД</translation>
    </message>
    <message>
        <source>GT races have no stages</source>
        <translation>в гонках GT нет спецучастков</translation>
    </message>
    <message>
        <source>a DIRT game names a track per stage, in &quot;stages&quot;</source>
        <translation>в партии DIRT трасса указывается для каждого спецучастка, в &quot;stages&quot;</translation>
    </message>
    <message>
        <source>expected a colour such as &quot;#c00000&quot;</source>
        <translation>ожидается цвет вида &quot;#c00000&quot;</translation>
    </message>
    <message>
        <source>the game log is larger than %1 MB</source>
        <translation>журнал партии больше %1 МБ</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>ожидается &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the game&apos;s setup is missing</source>
        <translation>нет подготовки партии (&quot;setup&quot;)</translation>
    </message>
    <message>
        <source>%1 has not played this round yet.</source>
        <translation>%1 ещё не сходил в этом раунде.</translation>
    </message>
    <message>
        <source>The stage is over: start the next stage first.</source>
        <translation>Спецучасток окончен: сначала начните следующий.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>Say where at least one car is.</source>
        <translation>Укажите положение хотя бы одного автомобиля.</translation>
    </message>
    <message>
        <source>Each car is placed once: car %1 is unknown or given twice.</source>
        <translation>Каждый автомобиль указывается один раз: автомобиль %1 неизвестен или указан дважды.</translation>
    </message>
    <message>
        <source>%1: a rank by distance runs from 1 (furthest) to %2.</source>
        <translation>%1: место по дистанции — от 1 (дальше всех) до %2.</translation>
    </message>
    <message>
        <source>%1: a lane runs from 1 (inside) to 6.</source>
        <translation>%1: полоса — от 1 (внутренняя) до 6.</translation>
    </message>
    <message>
        <source>Positions on the track, furthest first: %1.</source>
        <translation>Положение на трассе, начиная с самого дальнего: %1.</translation>
    </message>
    <message>
        <source>%1 and %2 are separated by where they are, but the position of %3 was not entered since it last moved: check it on the table.</source>
        <translation>%1 и %2 разделены по положению на трассе, но положение %3 не вводилось после последнего движения: проверьте его на столе.</translation>
    </message>
    <message>
        <source>%1 plays first this round: on gravel it drives the Leader column.</source>
        <translation>%1 ходит первым в этом раунде: на гравии — по колонке лидера.</translation>
    </message>
    <message>
        <source>Still waiting to start: %1.</source>
        <translation>Ещё ждут старта: %1.</translation>
    </message>
    <message>
        <source>Round %1 (%2): %3.</source>
        <translation>Раунд %1 (%2): %3.</translation>
    </message>
    <message>
        <source>white</source>
        <translation>«белый»</translation>
    </message>
    <message>
        <source>black</source>
        <translation>«чёрный»</translation>
    </message>
    <message>
        <source>Stage %1, round %2: %3.</source>
        <translation>Спецучасток %1, раунд %2: %3.</translation>
    </message>
    <message>
        <source>The next stage starts once every car has finished or retired from this one.</source>
        <translation>Следующий спецучасток начинается, когда все автомобили финишировали или сошли с этого.</translation>
    </message>
    <message>
        <source>Unknown car %1.</source>
        <translation>Неизвестный автомобиль %1.</translation>
    </message>
    <message>
        <source>Checkpoint penalties are for rallies played with the Checkpoints rule.</source>
        <translation>Штрафы контрольного пункта бывают только в ралли с правилом контрольных пунктов.</translation>
    </message>
    <message>
        <source>A checkpoint penalty is 0 to %1 five-second tokens.</source>
        <translation>Штраф контрольного пункта — от 0 до %1 пятисекундных жетонов.</translation>
    </message>
    <message>
        <source>%1 is repaired before the next stage: no spare tyre is needed.</source>
        <translation>%1 ремонтируется перед следующим спецучастком: запасное колесо не нужно.</translation>
    </message>
    <message>
        <source>A spare tyre is used between stages only without Assistance.</source>
        <translation>Запасное колесо между спецучастками ставят только без технической помощи.</translation>
    </message>
    <message>
        <source>%1 retired from the stage: repaired and given back the spare tyre, as after Assistance.</source>
        <translation>%1 сошёл со спецучастка: автомобиль ремонтируется и получает запасное колесо, как после технической помощи.</translation>
    </message>
    <message>
        <source>Assistance: %1&apos;s Damage tokens go back in the bag and the spare tyre is back.</source>
        <translation>Техническая помощь: жетоны повреждений %1 возвращаются в мешочек, запасное колесо — обратно.</translation>
    </message>
    <message>
        <source>%1 uses the spare tyre between the stages: one Coast Damage token less, no time added.</source>
        <translation>%1 ставит запасное колесо между спецучастками: на один жетон повреждения двигателя меньше, время не добавляется.</translation>
    </message>
    <message>
        <source>%1 carries its damage into the next stage: %2.</source>
        <translation>%1 переносит повреждения на следующий спецучасток: %2.</translation>
    </message>
    <message>
        <source>The stage times are not complete.</source>
        <translation>Время спецучастка записано не у всех.</translation>
    </message>
    <message>
        <source>Stage %1 starts in order of overall time: %2.</source>
        <translation>Спецучасток %1 стартует в порядке общего времени: %2.</translation>
    </message>
    <message>
        <source>Stage %1 is over; stage %2 starts: %3.</source>
        <translation>Спецучасток %1 окончен; старт спецучастка %2: %3.</translation>
    </message>
    <message>
        <source>No car is racing now.</source>
        <translation>Сейчас никто не едет.</translation>
    </message>
    <message>
        <source>Only a car still racing can retire.</source>
        <translation>Сойти может только автомобиль, который ещё в гонке.</translation>
    </message>
    <message>
        <source>The players retire %1 from the stage: its time will be the slowest finisher&apos;s + 1 minute.</source>
        <translation>Игроки снимают %1 со спецучастка: его время — худшее время финишировавших + 1 минута.</translation>
    </message>
    <message>
        <source>The players retire %1 from the race: it takes no further part.</source>
        <translation>Игроки снимают %1 с гонки: дальше он не участвует.</translation>
    </message>
    <message>
        <source>%1 retires.</source>
        <translation>%1 сходит.</translation>
    </message>
    <message>
        <source>Still on the track when the game ended: %1.</source>
        <translation>На трассе при окончании партии: %1.</translation>
    </message>
    <message>
        <source>The players end the game.</source>
        <translation>Игроки заканчивают партию.</translation>
    </message>
    <message>
        <source>Action %1 (%2) cannot be replayed: %3</source>
        <translation>Действие %1 (%2) не удаётся переиграть: %3</translation>
    </message>
    <message>
        <source>The game “%1” cannot be read: %2</source>
        <translation>Партия «%1» не читается: %2</translation>
    </message>
    <message>
        <source>Action %1 cannot be read: %2</source>
        <translation>Действие %1 не читается: %2</translation>
    </message>
    <message>
        <source>The game “%1” resumes before a problem: %2</source>
        <translation>Партия «%1» продолжается с места перед ошибкой: %2</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn: play it first.</source>
        <translation>Сейчас ход %1: сначала сыграйте его.</translation>
    </message>
    <message>
        <source>The stage is over: start the next stage.</source>
        <translation>Спецучасток окончен: начните следующий.</translation>
    </message>
    <message>
        <source>The turn being entered could not be saved: %1</source>
        <translation>Вводимый ход не удалось сохранить: %1</translation>
    </message>
    <message>
        <source>Recorded by the Pacenotes game companion (game %1).</source>
        <translation>Записано помощником Pacenotes за игровым столом (партия %1).</translation>
    </message>
    <message>
        <source>The records could not be updated: %1</source>
        <translation>Не удалось обновить записи: %1</translation>
    </message>
    <message>
        <source>GT race</source>
        <translation>Гонка GT</translation>
    </message>
    <message>
        <source>GT solo lap</source>
        <translation>Одиночный круг GT</translation>
    </message>
    <message>
        <source>DIRT stage</source>
        <translation>Спецучасток DIRT</translation>
    </message>
    <message>
        <source>DIRT rally</source>
        <translation>Ралли DIRT</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>Stage %1</source>
        <translation>Спецучасток %1</translation>
    </message>
    <message>
        <source>A solo lap has exactly one player.</source>
        <translation>В одиночном круге ровно один игрок.</translation>
    </message>
    <message>
        <source>A GT race needs 2 to %1 players.</source>
        <translation>Для гонки GT нужно от 2 до %1 игроков.</translation>
    </message>
    <message>
        <source>A DIRT game needs 1 to %1 players.</source>
        <translation>Для партии DIRT нужно от 1 до %1 игроков.</translation>
    </message>
    <message>
        <source>Player %1 has no name.</source>
        <translation>У игрока %1 нет имени.</translation>
    </message>
    <message>
        <source>%1: the name is longer than %2 characters.</source>
        <translation>%1: имя длиннее %2 символов.</translation>
    </message>
    <message>
        <source>Two players are called %1: give each a different name.</source>
        <translation>Двух игроков зовут %1: дайте им разные имена.</translation>
    </message>
    <message>
        <source>%1: there is no car class %2 in the %3 data.</source>
        <translation>%1: в данных %3 нет класса автомобиля %2.</translation>
    </message>
    <message>
        <source>%1: the %2 class has no dashboard with %3.</source>
        <translation>%1: у класса %2 нет приборной панели с шинами: %3.</translation>
    </message>
    <message>
        <source>The starting order must name every player exactly once.</source>
        <translation>В стартовом порядке каждый игрок должен быть ровно один раз.</translation>
    </message>
    <message>
        <source>A race has 1 to 99 laps.</source>
        <translation>В гонке от 1 до 99 кругов.</translation>
    </message>
    <message>
        <source>GT races have no stages.</source>
        <translation>В гонках GT нет спецучастков.</translation>
    </message>
    <message>
        <source>A DIRT game needs at least one stage.</source>
        <translation>Для партии DIRT нужен хотя бы один спецучасток.</translation>
    </message>
    <message>
        <source>A single DIRT stage has exactly one stage; choose a rally for more.</source>
        <translation>Отдельный спецучасток DIRT — ровно один спецучасток; для нескольких выберите ралли.</translation>
    </message>
    <message>
        <source>A rally has at most %1 stages.</source>
        <translation>В ралли не больше %1 спецучастков.</translation>
    </message>
    <message>
        <source>Unknown road type %1: gravel, asphalt or snow.</source>
        <translation>Неизвестное покрытие %1: гравий, асфальт или снег.</translation>
    </message>
    <message>
        <source>Checkpoints are a rally rule: they need two stages or more.</source>
        <translation>Контрольные пункты — правило ралли: нужно два спецучастка или больше.</translation>
    </message>
    <message>
        <source>Flying Start</source>
        <translation>Резкий старт</translation>
    </message>
    <message>
        <source>From gear 0 the first die may be Gear 2; if it shows a hazard the turn ends after one space, without a Loss of Control.</source>
        <translation>С передачи «0» первым кубиком может быть кубик 2-й передачи; если на нём выпал символ ⚠, ход заканчивается через одну клетку, без потери управления.</translation>
    </message>
    <message>
        <source>Redline</source>
        <translation>Красная зона</translation>
    </message>
    <message>
        <source>In its highest gear a car may use Brake dice as Coast dice.</source>
        <translation>На высшей передаче автомобиль может использовать кубики торможения как кубики поддержания скорости.</translation>
    </message>
    <message>
        <source>No weather changes</source>
        <translation>Без изменения погоды</translation>
    </message>
    <message>
        <source>A weather token drawn from the bag is discarded and another drawn instead.</source>
        <translation>Вытянутый жетон погоды откладывают и тянут вместо него другой.</translation>
    </message>
    <message>
        <source>Random weather</source>
        <translation>Случайная погода</translation>
    </message>
    <message>
        <source>Weather tokens change the weather in the solo lap too (otherwise they count as green flags).</source>
        <translation>Жетоны погоды меняют погоду и в одиночном круге (иначе они считаются зелёными флагами).</translation>
    </message>
    <message>
        <source>SISU</source>
        <translation>СИСУ</translation>
    </message>
    <message>
        <source>Once per stage each player may ignore every hazard on the dice for one turn.</source>
        <translation>Раз за спецучасток каждый игрок может на один ход не учитывать все символы ⚠ на кубиках.</translation>
    </message>
    <message>
        <source>One Shots</source>
        <translation>Без кубиков лидера</translation>
    </message>
    <message>
        <source>No Leader dice: the first player uses Coast dice like everyone else.</source>
        <translation>Без кубиков лидера: первый игрок использует кубики поддержания скорости, как все.</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>Контрольные пункты</translation>
    </message>
    <message>
        <source>After each stage every player may take 5-second penalty tokens, to start later on the next one.</source>
        <translation>После каждого спецучастка каждый игрок может взять штрафные жетоны по 5 секунд, чтобы стартовать на следующем позже.</translation>
    </message>
    <message>
        <source>By the game data&apos;s count the bag holds no %1 token any more; the token drawn at the table counts all the same (check the bag&apos;s contents in the game data).</source>
        <translation>По игровым данным в мешочке больше нет жетона «%1»; жетон, вытянутый за столом, всё равно засчитывается (проверьте состав мешочка в игровых данных).</translation>
    </message>
    <message>
        <source>Flat Out</source>
        <translation>«газ в пол»</translation>
    </message>
    <message>
        <source>one by one</source>
        <translation>по одному</translation>
    </message>
    <message>
        <source>tyre change</source>
        <translation>замена шин</translation>
    </message>
    <message>
        <source>repairs</source>
        <translation>ремонт</translation>
    </message>
    <message>
        <source>repairs and tyre change</source>
        <translation>ремонт и замена шин</translation>
    </message>
    <message>
        <source>Spinout</source>
        <translation>разворот</translation>
    </message>
    <message>
        <source>Crash</source>
        <translation>вылет</translation>
    </message>
    <message numerus="yes">
        <source>Loss of Control on step %1 in gear %2: marker %3, %n Damage token(s)</source>
        <translation>
            <numerusform>потеря управления на шаге %1 на %2-й передаче: жетон %3, %n жетон повреждения</numerusform>
            <numerusform>потеря управления на шаге %1 на %2-й передаче: жетон %3, %n жетона повреждений</numerusform>
            <numerusform>потеря управления на шаге %1 на %2-й передаче: жетон %3, %n жетонов повреждений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 card, %n s</source>
        <translation>
            <numerusform>карта «%1», %n с</numerusform>
            <numerusform>карта «%1», %n с</numerusform>
            <numerusform>карта «%1», %n с</numerusform>
        </translation>
    </message>
    <message>
        <source>Loss of Control on step %1 in gear %2: %3</source>
        <translation>потеря управления на шаге %1 на %2-й передаче: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n space(s), gear %1</source>
        <translation>
            <numerusform>%n клетка, передача %1</numerusform>
            <numerusform>%n клетки, передача %1</numerusform>
            <numerusform>%n клеток, передача %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stopped after %n space(s), gear %1</source>
        <translation>
            <numerusform>остановка после %n клетки, передача %1</numerusform>
            <numerusform>остановка после %n клеток, передача %1</numerusform>
            <numerusform>остановка после %n клеток, передача %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>blocked after %n space(s), gear %1</source>
        <translation>
            <numerusform>заблокирован после %n клетки, передача %1</numerusform>
            <numerusform>заблокирован после %n клеток, передача %1</numerusform>
            <numerusform>заблокирован после %n клеток, передача %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the Flying Start die showed a hazard: one space, gear 2</source>
        <translation>на кубике резкого старта выпал символ ⚠: одна клетка, передача 2</translation>
    </message>
    <message numerus="yes">
        <source>the water hazard stops it after %n space(s), gear %1</source>
        <translation>
            <numerusform>брод останавливает его после %n клетки, передача %1</numerusform>
            <numerusform>брод останавливает его после %n клеток, передача %1</numerusform>
            <numerusform>брод останавливает его после %n клеток, передача %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 retires at the start of the turn.</source>
        <translation>%1 сходит в начале хода.</translation>
    </message>
    <message>
        <source>%1 cannot come back this turn and loses it.</source>
        <translation>%1 не может вернуться в этом ходу и пропускает его.</translation>
    </message>
    <message>
        <source>%1 does not move this turn; marker %2.</source>
        <translation>%1 не движется в этом ходу; жетон %2.</translation>
    </message>
    <message numerus="yes">
        <source>+%n Focus</source>
        <translation>
            <numerusform>+%n жетон концентрации</numerusform>
            <numerusform>+%n жетона концентрации</numerusform>
            <numerusform>+%n жетонов концентрации</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n Second(s)</source>
        <translation>
            <numerusform>+%n жетон секунды</numerusform>
            <numerusform>+%n жетона секунды</numerusform>
            <numerusform>+%n жетонов секунды</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Focus spent</source>
        <translation>
            <numerusform>потрачен %n жетон концентрации</numerusform>
            <numerusform>потрачено %n жетона концентрации</numerusform>
            <numerusform>потрачено %n жетонов концентрации</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Second(s) spent</source>
        <translation>
            <numerusform>потрачен %n жетон секунды</numerusform>
            <numerusform>потрачено %n жетона секунды</numerusform>
            <numerusform>потрачено %n жетонов секунды</numerusform>
        </translation>
    </message>
    <message>
        <source>drew %1</source>
        <translation>вытянуто: %1</translation>
    </message>
    <message>
        <source>shortcut: %1</source>
        <translation>срезка: %1</translation>
    </message>
    <message>
        <source>the weather changes</source>
        <translation>погода меняется</translation>
    </message>
    <message>
        <source>pit stop: %1</source>
        <translation>пит-стоп: %1</translation>
    </message>
    <message>
        <source>spare tyre fitted</source>
        <translation>поставлено запасное колесо</translation>
    </message>
    <message numerus="yes">
        <source>Time card: gear %1, %n s</source>
        <translation>
            <numerusform>карта времени: передача %1, %n с</numerusform>
            <numerusform>карта времени: передача %1, %n с</numerusform>
            <numerusform>карта времени: передача %1, %n с</numerusform>
        </translation>
    </message>
    <message>
        <source>finished</source>
        <translation>финиш</translation>
    </message>
    <message>
        <source>retires</source>
        <translation>сход</translation>
    </message>
    <message>
        <source>%1: %2 (%3) — %4</source>
        <translation>%1: %2 (%3) — %4</translation>
    </message>
    <message>
        <source>%1 retires at the start of the turn and cannot move.</source>
        <translation>%1 сходит в начале хода и не может двигаться.</translation>
    </message>
    <message>
        <source>This turn the car only comes back (or waits): it may not move.</source>
        <translation>В этом ходу автомобиль только возвращается (или ждёт): двигаться нельзя.</translation>
    </message>
    <message>
        <source>The car may not move this turn.</source>
        <translation>В этом ходу автомобиль не может двигаться.</translation>
    </message>
    <message>
        <source>Plan the car&apos;s move, or declare it blocked.</source>
        <translation>Запланируйте движение автомобиля или объявите, что он заблокирован.</translation>
    </message>
    <message>
        <source>The planned move breaks the rules.</source>
        <translation>Запланированный ход нарушает правила.</translation>
    </message>
    <message>
        <source>Enter what the dice showed: at least the first step is rolled (or secured).</source>
        <translation>Введите, что выпало на кубиках: хотя бы первый шаг бросают (или обезопасивают).</translation>
    </message>
    <message>
        <source>A car that can move must move at least one space.</source>
        <translation>Автомобиль, который может двигаться, должен продвинуться хотя бы на одну клетку.</translation>
    </message>
    <message>
        <source>The dice results break the rules.</source>
        <translation>Результаты кубиков нарушают правила.</translation>
    </message>
    <message>
        <source>The dice were rolled by the app.</source>
        <translation>Кубики бросило приложение.</translation>
    </message>
    <message>
        <source>Only a Flat Out roll that loses control is laid out again.</source>
        <translation>Заново выкладывают только бросок «газ в пол» с потерей управления.</translation>
    </message>
    <message>
        <source>Choose one re-layout: one the referee lists, or your own.</source>
        <translation>Выберите одну перекладку: из списка судьи или свою.</translation>
    </message>
    <message numerus="yes">
        <source>There is no re-layout %1: the referee lists %n.</source>
        <translation>
            <numerusform>Перекладки %1 нет: у судьи в списке %n.</numerusform>
            <numerusform>Перекладки %1 нет: у судьи в списке %n.</numerusform>
            <numerusform>Перекладки %1 нет: у судьи в списке %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rolled dice are laid out again as %1: control is lost on step %2, in gear %3.</source>
        <translation>Брошенные кубики выложены заново как %1: управление потеряно на шаге %2, на %3-й передаче.</translation>
    </message>
    <message>
        <source>The re-layout is not accepted.</source>
        <translation>Перекладка не принята.</translation>
    </message>
    <message>
        <source>Only DIRT has shortcuts.</source>
        <translation>Срезки есть только в DIRT.</translation>
    </message>
    <message numerus="yes">
        <source>The car entered %n shortcut space(s): enter the shortcut side of each token drawn (%1 entered).</source>
        <translation>
            <numerusform>Автомобиль заехал на %n клетку срезки: введите сторону срезки каждого вытянутого жетона (введено %1).</numerusform>
            <numerusform>Автомобиль заехал на %n клетки срезки: введите сторону срезки каждого вытянутого жетона (введено %1).</numerusform>
            <numerusform>Автомобиль заехал на %n клеток срезки: введите сторону срезки каждого вытянутого жетона (введено %1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: draw %n Damage token(s) and enter them.</source>
        <translation>
            <numerusform>%1: вытяните %n жетон повреждения и введите его.</numerusform>
            <numerusform>%1: вытяните %n жетона повреждений и введите их.</numerusform>
            <numerusform>%1: вытяните %n жетонов повреждений и введите их.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n Damage token(s); %2 entered.</source>
        <translation>
            <numerusform>%1: вытягивается %n жетон повреждения; введено %2.</numerusform>
            <numerusform>%1: вытягивается %n жетона повреждений; введено %2.</numerusform>
            <numerusform>%1: вытягивается %n жетонов повреждений; введено %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The bag holds only %n token(s) by the game data&apos;s count: they are all drawn. The rulebooks do not say what happens when the bag is empty.</source>
        <translation>
            <numerusform>По игровым данным в мешочке остался только %n жетон: вытягивается он. Правила не говорят, что делать, когда мешочек пуст.</numerusform>
            <numerusform>По игровым данным в мешочке осталось только %n жетона: вытягиваются все. Правила не говорят, что делать, когда мешочек пуст.</numerusform>
            <numerusform>По игровым данным в мешочке осталось только %n жетонов: вытягиваются все. Правила не говорят, что делать, когда мешочек пуст.</numerusform>
        </translation>
    </message>
    <message>
        <source>These Damage tokens cannot be drawn here.</source>
        <translation>Эти жетоны повреждений здесь вытянуть нельзя.</translation>
    </message>
    <message>
        <source>The tokens were drawn by the app from the bag as the game data fills it.</source>
        <translation>Жетоны вытянуло приложение из мешочка по составу игровых данных.</translation>
    </message>
    <message>
        <source>No Loss of Control: no Damage tokens are drawn.</source>
        <translation>Потери управления нет: жетоны повреждений не тянут.</translation>
    </message>
    <message>
        <source>Give the danger colour of the tile where control was lost: it decides the Damage tokens.</source>
        <translation>Укажите уровень опасности фрагмента, где потеряно управление: от него зависят жетоны повреждений.</translation>
    </message>
    <message>
        <source>The tile&apos;s danger colour is missing on step %1.</source>
        <translation>На шаге %1 не указан уровень опасности фрагмента.</translation>
    </message>
    <message>
        <source>The Loss of Control</source>
        <translation>Потеря управления</translation>
    </message>
    <message>
        <source>No Loss of Control: no Time card is flipped.</source>
        <translation>Потери управления нет: карту времени не переворачивают.</translation>
    </message>
    <message>
        <source>Flip a gear %1 Time card and enter its 0 side (Spinout, Crash or SISU).</source>
        <translation>Переверните карту времени %1-й передачи и введите её сторону «0» (разворот, вылет или СИСУ).</translation>
    </message>
    <message>
        <source>The card&apos;s %1 s come from the game data (%2): at the table, count what your own card shows.</source>
        <translation>%1 с этой карты взяты из игровых данных (%2): за столом считайте то, что на вашей карте.</translation>
    </message>
    <message>
        <source>The crash</source>
        <translation>Вылет</translation>
    </message>
    <message>
        <source>No pit stop.</source>
        <translation>Пит-стоп невозможен.</translation>
    </message>
    <message>
        <source>No spare tyre.</source>
        <translation>Запасное колесо поставить нельзя.</translation>
    </message>
    <message>
        <source>The car is in gear %1: there is no Time card deck for it, so no card is added; the rulebook does not cover this case.</source>
        <translation>Автомобиль на передаче %1: для неё нет колоды карт времени, карта не добавляется; правила этот случай не описывают.</translation>
    </message>
    <message>
        <source>The gear %1 Time card counts %2 s from the game data (%3): enter the seconds printed on your card.</source>
        <translation>Карта времени %1-й передачи считается как %2 с по игровым данным (%3): введите секунды с вашей карты.</translation>
    </message>
    <message numerus="yes">
        <source>Time card: gear %1, %n s.</source>
        <translation>
            <numerusform>Карта времени: передача %1, %n с.</numerusform>
            <numerusform>Карта времени: передача %1, %n с.</numerusform>
            <numerusform>Карта времени: передача %1, %n с.</numerusform>
        </translation>
    </message>
    <message>
        <source>No Gear die is left after damage: %1 retires from the stage (its time will be the slowest finisher&apos;s + 1 minute).</source>
        <translation>После повреждений не осталось ни одного кубика передачи: %1 сходит со спецучастка (его время — худшее время финишировавших + 1 минута).</translation>
    </message>
    <message>
        <source>No turn is being played now.</source>
        <translation>Сейчас никто не ходит.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn, not %2&apos;s.</source>
        <translation>Сейчас ход %1, а не %2.</translation>
    </message>
    <message>
        <source>The order of play of this round puts %1 next.</source>
        <translation>По очерёдности хода этого раунда следующий — %1.</translation>
    </message>
    <message>
        <source>The car does not move this turn: nothing else can happen to it.</source>
        <translation>В этом ходу автомобиль не движется: ничего другого с ним произойти не может.</translation>
    </message>
    <message>
        <source>The game “%1” resumes before a problem: %2 The actions stored after it are not lost: when the game goes on, they are kept in a copy listed as damaged in the sessions.</source>
        <translation>Игра «%1» продолжается с места перед проблемой: %2 Действия, сохранённые после неё, не потеряны: когда игра пойдёт дальше, они будут сохранены в копии, отмеченной в списке партий как повреждённая.</translation>
    </message>
    <message>
        <source>A game holds at most %1 actions and this one has reached it: end it, or export its log.</source>
        <translation>В игре может быть не больше %1 действий, и эта игра дошла до предела: завершите её или экспортируйте её журнал.</translation>
    </message>
    <message>
        <source>%1 (as stored before resuming)</source>
        <translation>%1 (как было сохранено до продолжения)</translation>
    </message>
    <message>
        <source>The game could not be saved: %1 Nothing is lost: the game is written from action %2 on at the next action, once the disk allows.</source>
        <translation>Игру не удалось сохранить: %1 Ничего не потеряно: игра будет записана начиная с действия %2 при следующем действии, как только диск позволит.</translation>
    </message>
    <message>
        <source>%1 has no Spare Tyre card left.</source>
        <translation>У %1 больше нет карты запасного колеса.</translation>
    </message>
    <message>
        <source>The Spare Tyre card comes back only with Assistance.</source>
        <translation>Карта запасного колеса возвращается только после технической помощи.</translation>
    </message>
    <message numerus="yes">
        <source>Time card: the Spare Tyre card, %n s</source>
        <translation>
            <numerusform>карта времени: карта запасного колеса, %n с</numerusform>
            <numerusform>карта времени: карта запасного колеса, %n с</numerusform>
            <numerusform>карта времени: карта запасного колеса, %n с</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter the seconds printed on the Spare Tyre card&apos;s 0 side: they are not published, so Pacenotes cannot know them.</source>
        <translation>Введите секунды со стороны «0» карты запасного колеса: они не опубликованы, и Pacenotes их не знает.</translation>
    </message>
</context>
<context>
    <name>GameDataText</name>
    <message>
        <source>GT dashboards</source>
        <translation>Приборные панели GT</translation>
    </message>
    <message>
        <source>DIRT dashboards</source>
        <translation>Приборные панели DIRT</translation>
    </message>
    <message>
        <source>Loss of Control (GT)</source>
        <translation>Потеря управления (GT)</translation>
    </message>
    <message>
        <source>Time cards (DIRT)</source>
        <translation>Карты времени (DIRT)</translation>
    </message>
    <message>
        <source>GT Damage tokens</source>
        <translation>Жетоны повреждений GT</translation>
    </message>
    <message>
        <source>DIRT Damage tokens</source>
        <translation>Жетоны повреждений DIRT</translation>
    </message>
    <message>
        <source>Solo timing (GT)</source>
        <translation>Одиночный режим (GT)</translation>
    </message>
    <message>
        <source>Gear dice</source>
        <translation>Кубики передач</translation>
    </message>
    <message>
        <source>Coast dice</source>
        <translation>Кубики поддержания скорости</translation>
    </message>
    <message>
        <source>Brake dice</source>
        <translation>Кубики торможения</translation>
    </message>
    <message>
        <source>Boost dice</source>
        <translation>Кубики ускорения</translation>
    </message>
    <message>
        <source>Leader dice</source>
        <translation>Кубики лидера</translation>
    </message>
    <message>
        <source>Hazard limit</source>
        <translation>Предел символов ⚠</translation>
    </message>
    <message>
        <source>Gear marker</source>
        <translation>Жетон передачи</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Секунды</translation>
    </message>
    <message>
        <source>0 side</source>
        <translation>Сторона 0</translation>
    </message>
    <message>
        <source>SISU gear</source>
        <translation>Передача СИСУ</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Жетоны</translation>
    </message>
    <message>
        <source>Seconds per Focus token</source>
        <translation>Секунд за жетон концентрации</translation>
    </message>
    <message>
        <source>Seconds for end gear %1</source>
        <translation>Секунд за ход, законченный на передаче %1</translation>
    </message>
    <message>
        <source>Tokens, yellow tile</source>
        <translation>Жетоны, жёлтый фрагмент</translation>
    </message>
    <message>
        <source>Tokens, orange tile</source>
        <translation>Жетоны, оранжевый фрагмент</translation>
    </message>
    <message>
        <source>Tokens, red tile</source>
        <translation>Жетоны, красный фрагмент</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Gear dice</source>
        <comment>column title</comment>
        <translation>Передачи</translation>
    </message>
    <message>
        <source>Coast dice</source>
        <comment>column title</comment>
        <translation>Поддержание</translation>
    </message>
    <message>
        <source>Brake dice</source>
        <comment>column title</comment>
        <translation>Торможение</translation>
    </message>
    <message>
        <source>Boost dice</source>
        <comment>column title</comment>
        <translation>Ускорение</translation>
    </message>
    <message>
        <source>Leader dice</source>
        <comment>column title</comment>
        <translation>Лидер</translation>
    </message>
    <message>
        <source>Hazard limit</source>
        <comment>column title</comment>
        <translation>Предел ⚠</translation>
    </message>
    <message>
        <source>Tokens, yellow tile</source>
        <comment>column title</comment>
        <translation>Жёлтый фрагмент</translation>
    </message>
    <message>
        <source>Tokens, orange tile</source>
        <comment>column title</comment>
        <translation>Оранжевый фрагмент</translation>
    </message>
    <message>
        <source>Tokens, red tile</source>
        <comment>column title</comment>
        <translation>Красный фрагмент</translation>
    </message>
    <message>
        <source>rulebook</source>
        <translation>правила</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>подтверждено</translation>
    </message>
    <message>
        <source>single source</source>
        <translation>один источник</translation>
    </message>
    <message>
        <source>placeholder</source>
        <translation>условное</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>ваше</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>Loss of Control in gear %1</source>
        <translation>Потеря управления на передаче %1</translation>
    </message>
    <message>
        <source>Gear %1 deck</source>
        <translation>Колода передачи %1</translation>
    </message>
    <message>
        <source>Gear %1 deck, 0 side %2</source>
        <translation>Колода передачи %1, сторона 0 №%2</translation>
    </message>
    <message>
        <source>The GT Damage token bag</source>
        <translation>Мешочек жетонов повреждений GT</translation>
    </message>
    <message>
        <source>The DIRT Damage token bag</source>
        <translation>Мешочек жетонов повреждений DIRT</translation>
    </message>
    <message>
        <source>%1, GT bag</source>
        <translation>%1, мешочек GT</translation>
    </message>
    <message>
        <source>%1, DIRT bag</source>
        <translation>%1, мешочек DIRT</translation>
    </message>
    <message>
        <source>Focus tokens</source>
        <translation>Жетоны концентрации</translation>
    </message>
    <message>
        <source>A turn ending in %1</source>
        <translation>Ход, законченный на передаче %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Spinout</source>
        <translation>Разворот</translation>
    </message>
    <message>
        <source>Crash</source>
        <translation>Вылет</translation>
    </message>
    <message>
        <source>SISU</source>
        <translation>СИСУ</translation>
    </message>
    <message>
        <source>Confidence: %1</source>
        <translation>Достоверность: %1</translation>
    </message>
    <message>
        <source>Source: you, from your own components.</source>
        <translation>Источник: вы, по своим компонентам игры.</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Источник: %1</translation>
    </message>
    <message>
        <source>Source: none.</source>
        <translation>Источник: нет.</translation>
    </message>
    <message>
        <source>This value is not published anywhere: it is only a stand-in. Please enter the value printed on your own components.</source>
        <translation>Это значение нигде не опубликовано: оно лишь временная замена. Пожалуйста, введите значение, напечатанное на ваших компонентах.</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Примечание: %1</translation>
    </message>
</context>
<context>
    <name>GameDataValidator</name>
    <message>
        <source>A Loss of Control leaves the car at 0 or 00.</source>
        <translation>После потери управления у автомобиля жетон передачи 0 или 00.</translation>
    </message>
    <message>
        <source>A Loss of Control costs from 0 to %1 Damage tokens.</source>
        <translation>Потеря управления стоит от 0 до %1 жетонов повреждений.</translation>
    </message>
    <message>
        <source>A bag holds from 0 to %1 tokens of a kind.</source>
        <translation>В мешочке от 0 до %1 жетонов одного вида.</translation>
    </message>
    <message>
        <source>A Focus token takes off from 0 to %1 seconds.</source>
        <translation>Жетон концентрации снимает от 0 до %1 секунд.</translation>
    </message>
    <message>
        <source>A turn adds from 0 to %1 seconds (one hour).</source>
        <translation>Ход добавляет от 0 до %1 секунд (один час).</translation>
    </message>
    <message>
        <source>The hazard limit is from 1 to %1 ⚠ symbols.</source>
        <translation>Предел — от 1 до %1 символов ⚠.</translation>
    </message>
    <message>
        <source>A dashboard cannot show fewer than no dice.</source>
        <translation>Число кубиков на приборной панели не может быть отрицательным.</translation>
    </message>
    <message numerus="yes">
        <source>A dashboard cannot have %n Gear dice: the game has %1, numbered 1 to %1.</source>
        <translation>
            <numerusform>На приборной панели не может быть %n кубика передачи: в игре их %1, с номерами от 1 до %1.</numerusform>
            <numerusform>На приборной панели не может быть %n кубиков передач: в игре их %1, с номерами от 1 до %1.</numerusform>
            <numerusform>На приборной панели не может быть %n кубиков передач: в игре их %1, с номерами от 1 до %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The highest gear of a %1 car is %2: its dashboard has at most %2 Gear dice.</source>
        <translation>Высшая передача автомобиля %1 — %2: на его приборной панели не больше %2 кубиков передач.</translation>
    </message>
    <message>
        <source>Leader dice are only in Rallyman: DIRT.</source>
        <translation>Кубики лидера есть только в Rallyman: DIRT.</translation>
    </message>
    <message>
        <source>A dashboard shows at most %1 dice of a colour.</source>
        <translation>На приборной панели не больше %1 кубиков одного цвета.</translation>
    </message>
    <message>
        <source>A Time card shows from 0 to %1 seconds (one hour).</source>
        <translation>На карте времени от 0 до %1 секунд (один час).</translation>
    </message>
    <message>
        <source>A deck has from 1 to %1 cards.</source>
        <translation>В колоде от 1 до %1 карт.</translation>
    </message>
    <message>
        <source>Unknown kind of card.</source>
        <translation>Неизвестный вид карты.</translation>
    </message>
    <message>
        <source>From 0 to %1 cards.</source>
        <translation>От 0 до %1 карт.</translation>
    </message>
    <message>
        <source>Only a SISU card shows a gear.</source>
        <translation>Передачу показывает только карта СИСУ.</translation>
    </message>
    <message>
        <source>A SISU card shows a gear from 1 to %1.</source>
        <translation>Карта СИСУ показывает передачу от 1 до %1.</translation>
    </message>
    <message>
        <source>Only a Crash card shows Damage tokens.</source>
        <translation>Жетоны повреждений показывает только карта вылета.</translation>
    </message>
    <message>
        <source>A Crash card shows from 0 to %1 Damage tokens.</source>
        <translation>Карта вылета показывает от 0 до %1 жетонов повреждений.</translation>
    </message>
    <message>
        <source>There is no car class “%1”.</source>
        <translation>Категории автомобиля «%1» нет.</translation>
    </message>
    <message>
        <source>A dashboard side is one of %1, not “%2”.</source>
        <translation>Сторона приборной панели — одна из: %1, а не «%2».</translation>
    </message>
    <message numerus="yes">
        <source>The gear %1 deck has %n card(s); the box has %2 in each deck.</source>
        <translation>
            <numerusform>В колоде передачи %1 — %n карта; в коробке по %2 в каждой колоде.</numerusform>
            <numerusform>В колоде передачи %1 — %n карты; в коробке по %2 в каждой колоде.</numerusform>
            <numerusform>В колоде передачи %1 — %n карт; в коробке по %2 в каждой колоде.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The 0 sides of the gear %1 deck add up to %n card(s), but the deck has %2.</source>
        <translation>
            <numerusform>Стороны 0 колоды передачи %1 в сумме дают %n карту, а в колоде %2.</numerusform>
            <numerusform>Стороны 0 колоды передачи %1 в сумме дают %n карты, а в колоде %2.</numerusform>
            <numerusform>Стороны 0 колоды передачи %1 в сумме дают %n карт, а в колоде %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The GT bag holds %n Damage token(s); the box has %1.</source>
        <translation>
            <numerusform>В мешочке GT %n жетон повреждения; в коробке %1.</numerusform>
            <numerusform>В мешочке GT %n жетона повреждений; в коробке %1.</numerusform>
            <numerusform>В мешочке GT %n жетонов повреждений; в коробке %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The DIRT bag holds %n Damage token(s); the box has %1.</source>
        <translation>
            <numerusform>В мешочке DIRT %n жетон повреждения; в коробке %1.</numerusform>
            <numerusform>В мешочке DIRT %n жетона повреждений; в коробке %1.</numerusform>
            <numerusform>В мешочке DIRT %n жетонов повреждений; в коробке %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameLogCsv</name>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Спецучасток</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Car</source>
        <translation>Автомобиль</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Ссылка на правила</translation>
    </message>
</context>
<context>
    <name>GameMenu</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Quick Game</source>
        <translation>&amp;Быстрая партия</translation>
    </message>
    <message>
        <source>A game with the default players and rules, on the designer&apos;s track when it suits</source>
        <translation>Партия с игроками и правилами по умолчанию, на трассе из редактора, если она подходит</translation>
    </message>
    <message>
        <source>&amp;GT Race, Two Players</source>
        <translation>&amp;Гонка GT, два игрока</translation>
    </message>
    <message>
        <source>GT &amp;Solo Lap</source>
        <translation>&amp;Одиночный круг GT</translation>
    </message>
    <message>
        <source>&amp;DIRT Stage, Two Players</source>
        <translation>&amp;Спецучасток DIRT, два игрока</translation>
    </message>
    <message>
        <source>DIRT &amp;Rally of Three Stages, Two Players</source>
        <translation>&amp;Ралли DIRT из трёх спецучастков, два игрока</translation>
    </message>
    <message>
        <source>&amp;Resume the Last Game</source>
        <translation>&amp;Продолжить последнюю партию</translation>
    </message>
    <message>
        <source>Go on with the game in progress played last, exactly where it was left</source>
        <translation>Продолжить последнюю незаконченную партию точно с того места, где она остановилась</translation>
    </message>
    <message>
        <source>Game Data</source>
        <translation>Игровые данные</translation>
    </message>
    <message>
        <source>%1
The game is played with the built-in data.</source>
        <translation>%1
Партия идёт со встроенными данными.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>Незаконченных партий нет.</translation>
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
        <source>Tile %1 of the track is not an object.</source>
        <translation>Фрагмент %1 трассы не является объектом.</translation>
    </message>
    <message numerus="yes">
        <source>The track has %n tile(s); at most %1 are accepted.</source>
        <translation>
            <numerusform>В трассе %n фрагмент; принимается не больше %1.</numerusform>
            <numerusform>В трассе %n фрагмента; принимается не больше %1.</numerusform>
            <numerusform>В трассе %n фрагментов; принимается не больше %1.</numerusform>
        </translation>
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
        <translation>перечислите автомобили, для которых нужна очерёдность</translation>
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
        <translation>таблица подсчёта для одного игрока — только в GT</translation>
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
    <message>
        <source>expected a whole number</source>
        <translation>ожидается целое число</translation>
    </message>
    <message>
        <source>expected the names of what is uncertain (&quot;space&quot;, &quot;limit&quot;…)</source>
        <translation>ожидаются названия того, что недостоверно («space», «limit»…)</translation>
    </message>
    <message>
        <source>belongs to a space whose &quot;markings&quot; are &quot;uncertain&quot;</source>
        <translation>относится к клетке, у которой «markings» — «uncertain»</translation>
    </message>
    <message>
        <source>the %1 has no gear %2: its highest gear is %3</source>
        <translation>у %1 нет %2-й передачи: его высшая передача — %3-я</translation>
    </message>
    <message>
        <source>the %1 has no Gear %2 die: its Gear dice are 1 to %3</source>
        <translation>у %1 нет кубика %2-й передачи: его кубики передач — с 1-й по %3-ю</translation>
    </message>
    <message>
        <source>the %1 has no Coast dice</source>
        <translation>у %1 нет кубиков поддержания скорости</translation>
    </message>
    <message>
        <source>the %1 has no Leader dice</source>
        <translation>у %1 нет кубиков лидера</translation>
    </message>
    <message>
        <source>the %1 has no Boost dice</source>
        <translation>у %1 нет кубиков ускорения</translation>
    </message>
    <message>
        <source>the %1 has no Brake dice</source>
        <translation>у %1 нет кубиков торможения</translation>
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
        <source>Tile %1 is a junction (the road forks): an RX circuit&apos;s grid and joker, or a junction used as a corner, make a course with branches, and the solver lays out single courses only. Take it off the list, or lay it by hand.</source>
        <translation>Фрагмент %1 — развилка (дорога разветвляется): предстартовая зона и джокер RX-трассы или развилка вместо поворота дают трассу с ответвлениями, а раскладка строит только трассы без ответвлений. Уберите его из списка или положите вручную.</translation>
    </message>
    <message numerus="yes">
        <source>The list needs tile %1 %n time(s) (each side on the table is a physical tile),</source>
        <translation>
            <numerusform>Списку нужен фрагмент %1 %n раз (каждая сторона на столе — отдельный физический фрагмент),</numerusform>
            <numerusform>Списку нужен фрагмент %1 %n раза (каждая сторона на столе — отдельный физический фрагмент),</numerusform>
            <numerusform>Списку нужен фрагмент %1 %n раз (каждая сторона на столе — отдельный физический фрагмент),</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>but one of every box holds %n.</source>
        <translation>
            <numerusform>а в наборе из одной коробки каждого вида их %n.</numerusform>
            <numerusform>а в наборе из одной коробки каждого вида их %n.</numerusform>
            <numerusform>а в наборе из одной коробки каждого вида их %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Assistance tile on the table is laid again beside the finish of each layout.</source>
        <translation>Фрагмент технической помощи со стола кладётся заново рядом с финишем каждой раскладки.</translation>
    </message>
    <message numerus="yes">
        <source>The list has %n course tile(s);</source>
        <translation>
            <numerusform>В списке %n фрагмент трассы;</numerusform>
            <numerusform>В списке %n фрагмента трассы;</numerusform>
            <numerusform>В списке %n фрагментов трассы;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the solver lays out at most %n.</source>
        <translation>
            <numerusform>раскладка строит не больше %n.</numerusform>
            <numerusform>раскладка строит не больше %n.</numerusform>
            <numerusform>раскладка строит не больше %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The subset asks for at least %n course tile(s),</source>
        <translation>
            <numerusform>Для части списка запрошено не меньше %n фрагмента трассы,</numerusform>
            <numerusform>Для части списка запрошено не меньше %n фрагментов трассы,</numerusform>
            <numerusform>Для части списка запрошено не меньше %n фрагментов трассы,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>but the list has only %n.</source>
        <translation>
            <numerusform>а в списке только %n.</numerusform>
            <numerusform>а в списке только %n.</numerusform>
            <numerusform>а в списке только %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>LibraryDatabase</name>
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
    <message>
        <source>The track library index cannot be used. %1</source>
        <translation>Индекс библиотеки трасс нельзя использовать. %1</translation>
    </message>
</context>
<context>
    <name>LibraryEntry</name>
    <message>
        <source>Unreadable</source>
        <translation>Не читается</translation>
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
    <message>
        <source>Tile list, not laid out</source>
        <translation>Список фрагментов, не разложен</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Tools</source>
        <translation>С&amp;ервис</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
</context>
<context>
    <name>MarkStamp</name>
    <message>
        <source>Speed limit %1</source>
        <translation>Ограничение скорости %1</translation>
    </message>
    <message>
        <source>No speed limit</source>
        <translation>Без ограничения скорости</translation>
    </message>
    <message>
        <source>Dangerous corner, limit %1!</source>
        <translation>Опасный поворот, ограничение %1!</translation>
    </message>
    <message>
        <source>Sharp corner, dotted lines %1</source>
        <translation>Резкий поворот, пунктирные линии %1</translation>
    </message>
    <message>
        <source>Sharp corner, dotted lines “!”</source>
        <translation>Резкий поворот, пунктирные линии «!»</translation>
    </message>
    <message>
        <source>Triple-lane corner space</source>
        <translation>Клетка поворота с тройной полосой</translation>
    </message>
    <message>
        <source>Water hazard</source>
        <translation>Брод</translation>
    </message>
    <message>
        <source>Jump %1</source>
        <translation>Трамплин %1</translation>
    </message>
    <message>
        <source>Starting-grid spot</source>
        <translation>Место на стартовой решётке</translation>
    </message>
    <message>
        <source>Clear the markings</source>
        <translation>Убрать отметки</translation>
    </message>
</context>
<context>
    <name>MovePlan</name>
    <message>
        <source>C</source>
        <comment>the Coast die&apos;s letter (Russian: кубик поддержания скорости)</comment>
        <translation>П</translation>
    </message>
    <message>
        <source>B</source>
        <comment>the Brake die&apos;s letter (Russian: кубик торможения)</comment>
        <translation>Т</translation>
    </message>
    <message>
        <source>A</source>
        <comment>the Boost die&apos;s letter (Russian: кубик ускорения)</comment>
        <translation>У</translation>
    </message>
    <message>
        <source>L</source>
        <comment>the Leader die&apos;s letter (Russian: кубик лидера)</comment>
        <translation>Л</translation>
    </message>
    <message>
        <source>R</source>
        <comment>the Redline Brake die&apos;s letter (Russian: красная зона)</comment>
        <translation>К</translation>
    </message>
    <message>
        <source>%1… (with the next Gear die)</source>
        <translation>%1… (со следующим кубиком передачи)</translation>
    </message>
</context>
<context>
    <name>OfferResume</name>
    <message>
        <source>an untitled game</source>
        <translation>партия без названия</translation>
    </message>
    <message numerus="yes">
        <source>round %1, %n action(s) played</source>
        <translation>
            <numerusform>раунд %1, сыграно %n действие</numerusform>
            <numerusform>раунд %1, сыграно %n действия</numerusform>
            <numerusform>раунд %1, сыграно %n действий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s) played</source>
        <translation>
            <numerusform>сыграно %n действие</numerusform>
            <numerusform>сыграно %n действия</numerusform>
            <numerusform>сыграно %n действий</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>Продолжить партию?</translation>
    </message>
    <message>
        <source>“%1” was still being played when Pacenotes closed.</source>
        <translation>Игра «%1» ещё шла, когда Pacenotes закрылся.</translation>
    </message>
    <message>
        <source>%1 with %2; %3; last played %4.
Resume it exactly where it was?</source>
        <translation>%1, игроки: %2; %3; последний ход: %4.
Продолжить с того места, где партия остановилась?</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Позже</translation>
    </message>
    <message>
        <source>&amp;Sessions…</source>
        <translation>&amp;Партии…</translation>
    </message>
</context>
<context>
    <name>Pacenotes::AboutDialog</name>
    <message>
        <source>Every game fact Pacenotes uses comes from one of these sources, as each data file records it value by value. Addresses are given as text.</source>
        <translation>Все игровые данные Pacenotes взяты из этих источников; каждый файл данных указывает источник для каждого значения. Адреса приведены текстом.</translation>
    </message>
    <message>
        <source>No source is recorded for this data.</source>
        <translation>Для этих данных источник не указан.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Rallyman: GT and Rallyman: DIRT rulebooks (Holy Grail Games): every ruling names its book, page and section.</source>
        <translation>Правила Rallyman: GT и Rallyman: DIRT (Holy Grail Games): каждое решение судьи указывает книгу, страницу и раздел.</translation>
    </message>
    <message>
        <source>About Pacenotes</source>
        <translation>О программе Pacenotes</translation>
    </message>
    <message>
        <source>A track designer and table companion for the board games Rallyman: GT and Rallyman: DIRT.</source>
        <translation>Конструктор трасс и помощник за игровым столом для настольных игр Rallyman: GT и Rallyman: DIRT.</translation>
    </message>
    <message>
        <source>Built on %1 with Qt %2; running on Qt %3.</source>
        <translation>Собрано %1 с Qt %2; работает на Qt %3.</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). This program comes with no warranty.</source>
        <translation>Лицензия: GNU General Public License версии 3 или более поздней (GPL-3.0-or-later). Программа предоставляется без каких-либо гарантий.</translation>
    </message>
    <message>
        <source>Pacenotes is an unofficial fan tool. Rallyman is a trademark of Holy Grail Games. No publisher artwork is used: tiles are drawn from their facts.</source>
        <translation>Pacenotes — неофициальная программа поклонников игры. Rallyman — товарный знак Holy Grail Games. Иллюстрации издателя не используются: фрагменты рисуются по их описанию.</translation>
    </message>
    <message>
        <source>About</source>
        <translation>О программе</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Источники</translation>
    </message>
    <message>
        <source>Tile spaces</source>
        <translation>Клетки фрагментов</translation>
    </message>
    <message>
        <source>The lanes, spaces and markings of every tile side were read off the tile pictures of Rekee by Tobias Rapp (github.com/t-rapp/rekee; the artwork is Holy Grail Games&apos;), each side twice and independently, every disagreement settled by a third look. Only these facts are kept: no picture is part of Pacenotes. What stays uncertain is marked so.</source>
        <translation>Полосы, клетки и отметки каждой стороны фрагментов прочитаны с изображений фрагментов из Rekee Тобиаса Раппа (github.com/t-rapp/rekee; рисунки принадлежат Holy Grail Games): каждая сторона — дважды и независимо, каждое расхождение решено третьим просмотром. Сохранены только эти факты: ни одно изображение не входит в Pacenotes. Что осталось недостоверным, так и помечено.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::AddGameDialog</name>
    <message>
        <source>Add a Finished Game</source>
        <translation>Добавить оконченную партию</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграна</translation>
    </message>
    <message>
        <source>&amp;Add to the Season</source>
        <translation>&amp;Добавить в сезон</translation>
    </message>
    <message>
        <source>Finished games from the games file. A race is classified by its finishing order and retirements, a rally by its stage times.</source>
        <translation>Оконченные партии из файла партий. Итог гонки — по порядку финиша и сходам, ралли — по времени спецучастков.</translation>
    </message>
    <message>
        <source>In the season already: event %1</source>
        <translation>Уже в сезоне: этап %1</translation>
    </message>
    <message>
        <source>No finished game in the games file yet. A game played without the app is added with Enter Results…</source>
        <translation>В файле партий пока нет оконченных партий. Партию, сыгранную без приложения, добавляют через «Ввести результаты…»</translation>
    </message>
    <message>
        <source>retired</source>
        <translation>сошёл</translation>
    </message>
    <message>
        <source>%1, retired</source>
        <translation>%1, сошёл</translation>
    </message>
    <message>
        <source>Not every stage was driven: the rally is added in progress.</source>
        <translation>Пройдены не все спецучастки: ралли добавится как незавершённое.</translation>
    </message>
    <message>
        <source>New to the season: %1</source>
        <translation>Новые в сезоне: %1</translation>
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
    <name>Pacenotes::CarDashboardView</name>
    <message>
        <source>Gear</source>
        <translation>Передача</translation>
    </message>
    <message>
        <source>Hazard limit</source>
        <translation>Предел символов ⚠</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>Концентрация</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Секунды</translation>
    </message>
    <message>
        <source>%1 — click to check it in the game data</source>
        <translation>%1 — нажмите, чтобы проверить в игровых данных</translation>
    </message>
    <message>
        <source>Damage: %1</source>
        <translation>Повреждения: %1</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>Жетон</translation>
    </message>
    <message>
        <source>Damage tokens</source>
        <translation>Жетоны повреждений</translation>
    </message>
    <message>
        <source>The Loss of Control table: marker and Damage tokens by gear and tile colour (%1)</source>
        <translation>Таблица потери управления: жетон передачи и жетоны повреждений по передаче и уровню опасности фрагмента (%1)</translation>
    </message>
    <message>
        <source>spare</source>
        <translation>запасное</translation>
    </message>
    <message>
        <source>%1 (0)</source>
        <translation>%1 (0)</translation>
    </message>
    <message>
        <source>%1: %2 s</source>
        <translation>%1: %2 с</translation>
    </message>
    <message>
        <source>&lt;b&gt;Time cards:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Карты времени:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>пока нет</translation>
    </message>
    <message>
        <source>Stage time: %1</source>
        <translation>Время спецучастка: %1</translation>
    </message>
    <message>
        <source>Spare tyre: %1</source>
        <translation>Запасное колесо: %1</translation>
    </message>
    <message>
        <source>SISU: %1</source>
        <translation>СИСУ: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n Yellow Flag(s) of this car on the track</source>
        <translation>
            <numerusform>%n жёлтый флаг этого автомобиля на трассе</numerusform>
            <numerusform>%n жёлтых флага этого автомобиля на трассе</numerusform>
            <numerusform>%n жёлтых флагов этого автомобиля на трассе</numerusform>
        </translation>
    </message>
    <message>
        <source>Rows marked ⚠ come from a single source — click the ⚠ to check them in the game data</source>
        <translation>Строки с ⚠ взяты из одного источника — нажмите на ⚠, чтобы проверить их в игровых данных</translation>
    </message>
</context>
<context>
    <name>Pacenotes::CarSetupWidget</name>
    <message>
        <source>Rallyman: GT</source>
        <translation>Rallyman: GT</translation>
    </message>
    <message>
        <source>Rallyman: DIRT</source>
        <translation>Rallyman: DIRT</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>Car &amp;category:</source>
        <translation>&amp;Категория автомобиля:</translation>
    </message>
    <message>
        <source>&amp;Tyres:</source>
        <translation>&amp;Шины:</translation>
    </message>
    <message>
        <source>&amp;Weather:</source>
        <translation>&amp;Погода:</translation>
    </message>
    <message>
        <source>&amp;Road type:</source>
        <translation>&amp;Покрытие:</translation>
    </message>
    <message>
        <source>Gear &amp;marker:</source>
        <translation>&amp;Жетон передачи:</translation>
    </message>
    <message>
        <source>&amp;Time card gear:</source>
        <translation>&amp;Передача карты времени:</translation>
    </message>
    <message>
        <source>&amp;Focus tokens:</source>
        <translation>Жетоны &amp;концентрации:</translation>
    </message>
    <message>
        <source>&amp;Second tokens:</source>
        <translation>Жетоны &amp;секунд:</translation>
    </message>
    <message>
        <source>Damage (gear, brake, coast):</source>
        <translation>Повреждения (коробка, тормоза, двигатель):</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Правила:</translation>
    </message>
    <message>
        <source>Gear damage tokens on the dashboard</source>
        <translation>Жетоны повреждения коробки передач на приборной панели</translation>
    </message>
    <message>
        <source>Brake damage tokens on the dashboard</source>
        <translation>Жетоны повреждения тормозов на приборной панели</translation>
    </message>
    <message>
        <source>Coast damage tokens on the dashboard</source>
        <translation>Жетоны повреждения двигателя на приборной панели</translation>
    </message>
    <message>
        <source>Coast/Leader damage tokens on the dashboard</source>
        <translation>Жетоны повреждения кубиков поддержания скорости/лидера на приборной панели</translation>
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
        <source>SISU token in hand</source>
        <translation>Есть жетон СИСУ</translation>
    </message>
    <message>
        <source>Leader this round</source>
        <translation>Лидер в этом раунде</translation>
    </message>
</context>
<context>
    <name>Pacenotes::ChampionshipActions</name>
    <message>
        <source>C&amp;hampionships…</source>
        <translation>&amp;Чемпионаты…</translation>
    </message>
    <message>
        <source>Seasons of races, rallies and climbs, with their standings</source>
        <translation>Сезоны гонок, ралли и подъёмов с их таблицами</translation>
    </message>
    <message>
        <source>New C&amp;hampionship…</source>
        <translation>Новый ч&amp;емпионат…</translation>
    </message>
    <message>
        <source>Championships</source>
        <translation>Чемпионаты</translation>
    </message>
    <message>
        <source>Import a Season</source>
        <translation>Импорт сезона</translation>
    </message>
    <message>
        <source>Championship files (*.json)</source>
        <translation>Файлы чемпионатов (*.json)</translation>
    </message>
    <message>
        <source>Championship %1</source>
        <translation>Чемпионат %1</translation>
    </message>
    <message>
        <source>New Championship</source>
        <translation>Новый чемпионат</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a season Pacenotes can read: %2</source>
        <translation>%1 — не сезон, который может прочитать Pacenotes: %2</translation>
    </message>
    <message>
        <source>Add to a Championship</source>
        <translation>Добавить в чемпионат</translation>
    </message>
    <message>
        <source>Untitled season</source>
        <translation>Сезон без названия</translation>
    </message>
    <message>
        <source>A new championship…</source>
        <translation>Новый чемпионат…</translation>
    </message>
    <message>
        <source>Add “%1” to:</source>
        <translation>Добавить «%1» в:</translation>
    </message>
    <message>
        <source>“%1” is over. Add it to a championship?</source>
        <translation>«%1» окончена. Добавить её в чемпионат?</translation>
    </message>
    <message>
        <source>&amp;Add to a Championship…</source>
        <translation>&amp;Добавить в чемпионат…</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Не сейчас</translation>
    </message>
</context>
<context>
    <name>Pacenotes::ChampionshipEventsModel</name>
    <message>
        <source>Played in the app: the game “%1”</source>
        <translation>Сыграно в приложении: партия «%1»</translation>
    </message>
    <message>
        <source>Event %1</source>
        <translation>Этап %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2), %n stage(s)</source>
        <translation>
            <numerusform>%1 (%2), %n спецучасток</numerusform>
            <numerusform>%1 (%2), %n спецучастка</numerusform>
            <numerusform>%1 (%2), %n спецучастков</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Played in the app</source>
        <translation>Сыграно в приложении</translation>
    </message>
    <message>
        <source>Entered by hand</source>
        <translation>Введено вручную</translation>
    </message>
    <message numerus="yes">
        <source>%n driver(s)</source>
        <translation>
            <numerusform>%n пилот</numerusform>
            <numerusform>%n пилота</numerusform>
            <numerusform>%n пилотов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In progress: %1 of %n stage(s) done</source>
        <translation>
            <numerusform>Идёт: пройдено %1 из %n спецучастка</numerusform>
            <numerusform>Идёт: пройдено %1 из %n спецучастков</numerusform>
            <numerusform>Идёт: пройдено %1 из %n спецучастков</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Этап</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
</context>
<context>
    <name>Pacenotes::ChampionshipStandingsModel</name>
    <message>
        <source>Place %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <source>Time %1</source>
        <translation>Время %1</translation>
    </message>
    <message>
        <source>Power Stage bonus %1</source>
        <translation>Бонус Power Stage %1</translation>
    </message>
    <message>
        <source>Bonus %1</source>
        <translation>Бонус %1</translation>
    </message>
    <message>
        <source>Bonus %1: %2</source>
        <translation>Бонус %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Dropped: only the best %n result(s) count</source>
        <translation>
            <numerusform>Отброшен: засчитывается только %n лучший результат</numerusform>
            <numerusform>Отброшен: засчитываются только %n лучших результата</numerusform>
            <numerusform>Отброшен: засчитываются только %n лучших результатов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1=</source>
        <comment>a shared position</comment>
        <translation>%1=</translation>
    </message>
    <message>
        <source>%1 · %2%3</source>
        <translation>%1 · %2%3</translation>
    </message>
    <message>
        <source>played in the app</source>
        <translation>сыграно в приложении</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>введено</translation>
    </message>
    <message>
        <source> · in progress</source>
        <translation> · идёт</translation>
    </message>
    <message>
        <source>Pos</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Пилот</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Event %1</source>
        <translation>Этап %1</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>Отставание</translation>
    </message>
</context>
<context>
    <name>Pacenotes::ChampionshipStartModel</name>
    <message>
        <source>%1, stage %2: starting order</source>
        <translation>%1, спецучасток %2: порядок старта</translation>
    </message>
    <message>
        <source>Event %1</source>
        <translation>Этап %1</translation>
    </message>
    <message>
        <source>Next event: starting order</source>
        <translation>Следующий этап: порядок старта</translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Пилот</translation>
    </message>
    <message>
        <source>Why this place</source>
        <translation>Почему это место</translation>
    </message>
</context>
<context>
    <name>Pacenotes::ChampionshipTeamsModel</name>
    <message>
        <source>%1=</source>
        <comment>a shared position</comment>
        <translation>%1=</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Pos</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Drivers</source>
        <translation>Пилоты</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
</context>
<context>
    <name>Pacenotes::ChampionshipWindow</name>
    <message>
        <source>Not saved: %1</source>
        <translation>Не сохранено: %1</translation>
    </message>
    <message>
        <source>The standings are on the clipboard as a Markdown table, ready to paste into a forum post.</source>
        <translation>Таблица скопирована в буфер обмена в виде таблицы Markdown — её можно вставить в сообщение на форуме.</translation>
    </message>
    <message>
        <source>The standings are on the clipboard as plain text (best in a fixed-width font).</source>
        <translation>Таблица скопирована в буфер обмена простым текстом (лучше смотреть моноширинным шрифтом).</translation>
    </message>
    <message>
        <source>Added: %1</source>
        <translation>Добавлено: %1</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>этап %1</translation>
    </message>
    <message>
        <source>Add a Finished Game</source>
        <translation>Добавить оконченную партию</translation>
    </message>
    <message>
        <source>The games file cannot be opened, so there is no game to add.</source>
        <translation>Файл партий не открывается, поэтому добавить нечего.</translation>
    </message>
    <message>
        <source>Championship</source>
        <translation>Чемпионат</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>Championship files (*.json)</source>
        <translation>Файлы чемпионатов (*.json)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Документы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export the Standings as CSV</source>
        <translation>Экспорт таблицы в CSV</translation>
    </message>
    <message>
        <source>Export the Season</source>
        <translation>Экспорт сезона</translation>
    </message>
    <message>
        <source>Save the Standings Sheet as PDF</source>
        <translation>Сохранить таблицу чемпионата в PDF</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Записано: %1</translation>
    </message>
    <message>
        <source>%1 — Championship</source>
        <translation>%1 — чемпионат</translation>
    </message>
    <message>
        <source>Untitled season</source>
        <translation>Сезон без названия</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Команды</translation>
    </message>
    <message>
        <source>&amp;Events (%1)</source>
        <translation>&amp;Этапы (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n driver(s)</source>
        <translation>
            <numerusform>%n пилот</numerusform>
            <numerusform>%n пилота</numerusform>
            <numerusform>%n пилотов</numerusform>
        </translation>
    </message>
    <message>
        <source>Where the books are silent</source>
        <translation>О чём молчат правила</translation>
    </message>
    <message>
        <source>Worth checking</source>
        <translation>Стоит проверить</translation>
    </message>
    <message>
        <source>&amp;Season</source>
        <translation>&amp;Сезон</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Сезон</translation>
    </message>
    <message>
        <source>Add a &amp;Finished Game…</source>
        <translation>Добавить &amp;оконченную партию…</translation>
    </message>
    <message>
        <source>Add a game played in the app, from the games file</source>
        <translation>Добавить партию, сыгранную в приложении, из файла партий</translation>
    </message>
    <message>
        <source>Enter &amp;Results…</source>
        <translation>Ввести &amp;результаты…</translation>
    </message>
    <message>
        <source>Type in the results of a game played without the app</source>
        <translation>Ввести результаты партии, сыгранной без приложения</translation>
    </message>
    <message>
        <source>&amp;Correct the Event…</source>
        <translation>&amp;Исправить этап…</translation>
    </message>
    <message>
        <source>Re&amp;move the Event</source>
        <translation>&amp;Удалить этап</translation>
    </message>
    <message>
        <source>Move the Event &amp;Earlier</source>
        <translation>Этап &amp;раньше</translation>
    </message>
    <message>
        <source>Move the Event &amp;Later</source>
        <translation>Этап &amp;позже</translation>
    </message>
    <message>
        <source>Drivers and R&amp;ules…</source>
        <translation>Пилоты и п&amp;равила…</translation>
    </message>
    <message>
        <source>&amp;Print the Standings…</source>
        <translation>&amp;Печать таблицы…</translation>
    </message>
    <message>
        <source>Save the Standings as P&amp;DF…</source>
        <translation>Сохранить таблицу в P&amp;DF…</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>Э&amp;кспорт</translation>
    </message>
    <message>
        <source>Standings as &amp;CSV…</source>
        <translation>Таблица в &amp;CSV…</translation>
    </message>
    <message>
        <source>Season as &amp;JSON…</source>
        <translation>Сезон в &amp;JSON…</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown (Forum Post)</source>
        <translation>Копировать как &amp;Markdown (для форума)</translation>
    </message>
    <message>
        <source>Copy as Plain &amp;Text</source>
        <translation>Копировать простым &amp;текстом</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Таблица</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>П&amp;равила</translation>
    </message>
    <message>
        <source>The events in the order they were held. Double-click one to correct its results; a game played in the app keeps the name of its session.</source>
        <translation>Этапы в том порядке, в каком они прошли. Двойной щелчок — исправить результаты; партия, сыгранная в приложении, хранит своё название.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::ChampionshipsDialog</name>
    <message>
        <source>Championships</source>
        <translation>Чемпионаты</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>&amp;New Championship…</source>
        <translation>&amp;Новый чемпионат…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Импорт…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>A season saved as JSON (docs/championship.md)</source>
        <translation>Сезон, сохранённый в JSON (docs/championship.md)</translation>
    </message>
    <message>
        <source>A season of races, rallies and climbs, scored the way the combined rules score them.</source>
        <translation>Сезон гонок, ралли и подъёмов с подсчётом по сводным правилам.</translation>
    </message>
    <message>
        <source>No championship yet: New Championship… sets one up.</source>
        <translation>Чемпионатов пока нет: «Новый чемпионат…» создаёт первый.</translation>
    </message>
    <message>
        <source>Delete the Championship</source>
        <translation>Удалить чемпионат</translation>
    </message>
    <message numerus="yes">
        <source>Delete “%1” with its %n event(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Удалить «%1» с %n этапом? Это нельзя отменить.</numerusform>
            <numerusform>Удалить «%1» с %n этапами? Это нельзя отменить.</numerusform>
            <numerusform>Удалить «%1» с %n этапами? Это нельзя отменить.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleted.</source>
        <translation>Удалено.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::CoDriverFrontModel</name>
    <message>
        <source>The dice to lay out, space by space</source>
        <translation>Кубики, которые выкладываются, поле за полем</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кубики</translation>
    </message>
    <message>
        <source>How to roll them</source>
        <translation>Как их бросать</translation>
    </message>
    <message>
        <source>Rolling</source>
        <translation>Бросок</translation>
    </message>
    <message>
        <source>Expected distance at the end of the turn, in spaces</source>
        <translation>Ожидаемое продвижение к концу хода, в полях</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Поля</translation>
    </message>
    <message>
        <source>Chance of a Loss of Control, played this way</source>
        <translation>Шанс потери управления при такой игре</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>Риск</translation>
    </message>
    <message>
        <source>Focus tokens gained (Flat Out) or spent securing, on average</source>
        <translation>Жетоны концентрации: получено («газ в пол») или потрачено на то, чтобы обезопасить кубики, в среднем</translation>
    </message>
    <message>
        <source>Second tokens gained (Flat Out) or spent securing, on average</source>
        <translation>Жетоны секунд: получено («газ в пол») или потрачено на то, чтобы обезопасить кубики, в среднем</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>Концентр.</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Секунды</translation>
    </message>
    <message>
        <source>Damage tokens drawn, on average</source>
        <translation>Вытянуто жетонов повреждения, в среднем</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Повр.</translation>
    </message>
    <message>
        <source>DIRT: seconds this turn adds to the stage time — its Time card less the Second tokens gained, plus those spent — on average</source>
        <translation>DIRT: секунды, которые этот ход добавит ко времени спецучастка, — его карта времени минус полученные жетоны секунд плюс потраченные, — в среднем</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>The most likely gear marker at the end of the turn</source>
        <translation>Наиболее вероятный жетон передачи в конце хода</translation>
    </message>
    <message>
        <source>Ends in</source>
        <translation>Итог</translation>
    </message>
    <message numerus="yes">
        <source>Paths across the lanes with exactly the same outcome: %n.</source>
        <translation>
            <numerusform>Путей по полосам с тем же итогом: %n.</numerusform>
            <numerusform>Путей по полосам с тем же итогом: %n.</numerusform>
            <numerusform>Путей по полосам с тем же итогом: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rolling every die: %1 chance of a Loss of Control.</source>
        <translation>Если бросить все кубики: шанс потери управления %1.</translation>
    </message>
    <message>
        <source>Played through, it leaves the car too fast: every first die of the next turn loses control.</source>
        <translation>Если сыграть его целиком, автомобиль окажется слишком быстрым: любой первый кубик следующего хода приведёт к потере управления.</translation>
    </message>
    <message>
        <source>Played through, it leaves the car with no legal first die next turn (blocked).</source>
        <translation>Если сыграть его целиком, в следующий ход не будет допустимого первого кубика (автомобиль заблокирован).</translation>
    </message>
    <message>
        <source>The danger colour of some tiles is not given: their Damage tokens are not counted.</source>
        <translation>Уровень опасности некоторых фрагментов не указан: их жетоны повреждения не учтены.</translation>
    </message>
    <message>
        <source>Time-card seconds from placeholder data: correct them from your cards.</source>
        <translation>Секунды карт времени — временные данные: исправьте их по своим картам.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::CoDriverPanel</name>
    <message>
        <source>&amp;Attitude:</source>
        <translation>&amp;Стиль:</translation>
    </message>
    <message>
        <source>%1 (suggests plans up to %2 risk)</source>
        <translation>%1 (предлагает планы с риском до %2)</translation>
    </message>
    <message>
        <source>Suggested plan</source>
        <translation>Предлагаемый план</translation>
    </message>
    <message>
        <source>&amp;Use this plan</source>
        <translation>&amp;Взять этот план</translation>
    </message>
    <message>
        <source>Take this plan: the referee checks it, and the co-driver helps you roll it</source>
        <translation>Взять этот план: судья его проверит, а штурман поможет его бросать</translation>
    </message>
    <message>
        <source>Roll or stop?</source>
        <translation>Бросать или остановиться?</translation>
    </message>
    <message>
        <source>The Time cards&apos; seconds are placeholder data (the real cards are not published): correct them in your data file.</source>
        <translation>Секунды карт времени — временные данные (настоящие карты не опубликованы): исправьте их в своём файле данных.</translation>
    </message>
    <message>
        <source>Give the car and the road ahead.</source>
        <translation>Задайте автомобиль и участок впереди.</translation>
    </message>
    <message>
        <source>Weighing every plan… %1</source>
        <translation>Взвешиваются все планы… %1</translation>
    </message>
    <message>
        <source>%1 worth considering, out of %2 weighed in every way of rolling them (%3 ms).</source>
        <translation>%1 стоит рассмотреть из %2, взвешенных при каждом способе броска (%3 мс).</translation>
    </message>
    <message numerus="yes">
        <source>%n plan(s)</source>
        <translation>
            <numerusform>%n план</numerusform>
            <numerusform>%n плана</numerusform>
            <numerusform>%n планов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice layout(s)</source>
        <translation>
            <numerusform>%n раскладки кубиков</numerusform>
            <numerusform>%n раскладок кубиков</numerusform>
            <numerusform>%n раскладок кубиков</numerusform>
        </translation>
    </message>
    <message>
        <source>Weighing…</source>
        <translation>Взвешивание…</translation>
    </message>
    <message>
        <source>Pick a plan in the list or the chart.</source>
        <translation>Выберите план в списке или на графике.</translation>
    </message>
    <message>
        <source>Chosen plan</source>
        <translation>Выбранный план</translation>
    </message>
    <message>
        <source>Suggested plan (%1)</source>
        <translation>Предлагаемый план (%1)</translation>
    </message>
    <message>
        <source>%1 spaces on average</source>
        <translation>в среднем %1 поля</translation>
    </message>
    <message>
        <source>%1 risk of a Loss of Control</source>
        <translation>риск потери управления %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>концентрации</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>секунд</translation>
    </message>
    <message>
        <source>%1 Damage tokens</source>
        <translation>жетонов повреждения: %1</translation>
    </message>
    <message>
        <source>+%1 s to the stage time</source>
        <translation>+%1 с ко времени спецучастка</translation>
    </message>
    <message>
        <source>ends in %1</source>
        <translation>итог %1</translation>
    </message>
    <message>
        <source>Spaces: %1</source>
        <translation>Поля: %1</translation>
    </message>
    <message numerus="yes">
        <source>(or %n other path(s), same outcome)</source>
        <translation>
            <numerusform>(или ещё %n путь с тем же итогом)</numerusform>
            <numerusform>(или ещё %n пути с тем же итогом)</numerusform>
            <numerusform>(или ещё %n путей с тем же итогом)</numerusform>
        </translation>
    </message>
    <message>
        <source>Careful: played through, it leaves the car too fast — every first die of the next turn loses control.</source>
        <translation>Осторожно: если сыграть его целиком, автомобиль окажется слишком быстрым — любой первый кубик следующего хода приведёт к потере управления.</translation>
    </message>
    <message>
        <source>Careful: played through, it leaves the car with no legal first die next turn.</source>
        <translation>Осторожно: если сыграть его целиком, в следующий ход не будет допустимого первого кубика.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::CoDriverWindow</name>
    <message>
        <source>Your corrections to the game data cannot be read (%1): the built-in data is used.</source>
        <translation>Ваши исправления игровых данных не читаются (%1): используются встроенные данные.</translation>
    </message>
    <message>
        <source>Co-driver</source>
        <translation>Штурман</translation>
    </message>
    <message>
        <source>The car</source>
        <translation>Автомобиль</translation>
    </message>
    <message>
        <source>The road ahead</source>
        <translation>Участок впереди</translation>
    </message>
</context>
<context>
    <name>Pacenotes::CopySpacesDialog</name>
    <message>
        <source>Copy Spaces to Other Sides</source>
        <translation>Копировать клетки на другие стороны</translation>
    </message>
    <message>
        <source>These tile sides have the roads and lanes of %1. The copies go into your own tile spaces as “estimated”: spaces counted on one tile are not a reading of another.</source>
        <translation>У этих сторон фрагментов те же дороги и полосы, что у %1. Копии попадут в ваши клетки фрагментов с пометкой «оценка»: клетки, подсчитанные на одном фрагменте, не сняты с другого.</translation>
    </message>
    <message>
        <source>%1 (the other side of this tile)</source>
        <translation>%1 (другая сторона этого фрагмента)</translation>
    </message>
    <message>
        <source>Copy the markings too (limits, lines…): only if the tiles really carry the same ones</source>
        <translation>Копировать и отметки (ограничения, линии…): только если на фрагментах они действительно те же</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
</context>
<context>
    <name>Pacenotes::CoursePage</name>
    <message>
        <source>No digital track</source>
        <translation>Без цифровой трассы</translation>
    </message>
    <message>
        <source>Gravel</source>
        <translation>Гравий</translation>
    </message>
    <message>
        <source>Asphalt</source>
        <translation>Асфальт</translation>
    </message>
    <message>
        <source>Snow</source>
        <translation>Снег</translation>
    </message>
    <message>
        <source>The race</source>
        <translation>Гонка</translation>
    </message>
    <message>
        <source>The rally&apos;s stages</source>
        <translation>Спецучастки ралли</translation>
    </message>
    <message>
        <source>The stage</source>
        <translation>Спецучасток</translation>
    </message>
    <message>
        <source>&amp;Name of the game:</source>
        <translation>&amp;Название партии:</translation>
    </message>
    <message>
        <source>&amp;Laps:</source>
        <translation>&amp;Круги:</translation>
    </message>
    <message>
        <source>&amp;Stages:</source>
        <translation>&amp;Спецучастки:</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Спецучасток</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Трасса</translation>
    </message>
    <message>
        <source>Road type</source>
        <translation>Покрытие</translation>
    </message>
    <message>
        <source>Assistance</source>
        <translation>Сервис</translation>
    </message>
    <message>
        <source>The stage has the Assistance tile: cars are repaired after it (%1).</source>
        <translation>На спецучастке есть фрагмент технической помощи: после него автомобили ремонтируют (%1).</translation>
    </message>
    <message>
        <source>The road type of the spaces whose tiles do not show one.</source>
        <translation>Покрытие тех клеток, на фрагментах которых оно не показано.</translation>
    </message>
    <message>
        <source>A road with no digital track is read off the real tiles. The road type counts where a tile does not show one.</source>
        <translation>Трассу без цифровой схемы читают по настоящим фрагментам. Покрытие действует там, где фрагмент его не показывает.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::DamageBagDataModel</name>
    <message>
        <source>Damage side</source>
        <translation>Сторона повреждения</translation>
    </message>
    <message>
        <source>Shortcut side</source>
        <translation>Сторона срезки</translation>
    </message>
</context>
<context>
    <name>Pacenotes::DashboardDataModel</name>
    <message>
        <source>Class</source>
        <translation>Категория</translation>
    </message>
    <message>
        <source>Tyres</source>
        <translation>Шины</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Погода</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Дорога</translation>
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
        <translation>Замена фрагмента %1 на %2
замену фрагмента %1 на %2</translation>
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
    <message>
        <source>Replaced tile %1 with %2 (Undo brings it back).</source>
        <translation>Фрагмент %1 заменён на %2 (отмена вернёт его).</translation>
    </message>
    <message>
        <source>The track is now for %1, the game of its first tile.</source>
        <translation>Теперь трасса для %1 — игры её первого фрагмента.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::DicePadModel</name>
    <message>
        <source>%1: %2 of %3 used this turn</source>
        <translation>%1: использовано %2 из %3 в этом ходу</translation>
    </message>
</context>
<context>
    <name>Pacenotes::DicePadWidget</name>
    <message>
        <source>%1 — key %2</source>
        <translation>%1 — клавиша %2</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Take the last die back (Backspace)</source>
        <translation>Убрать последний кубик (Backspace)</translation>
    </message>
    <message>
        <source>Understood: %1</source>
        <translation>Выложено: %1</translation>
    </message>
    <message>
        <source>Before or after its Gear die: “2 %1 %1” and “%1 %1 2” are both 2+%2 (typed after it, it goes with the Gear die that needs it).</source>
        <translation>До или после своего кубика передачи: «2 %1 %1» и «%1 %1 2» — одно и то же, 2+%2 (набранный после, он идёт к кубику передачи, которому нужен).</translation>
    </message>
    <message>
        <source>Lay the dice in the order they go on the board. %1</source>
        <translation>Выкладывайте кубики в том порядке, в каком они ложатся на поле. %1</translation>
    </message>
</context>
<context>
    <name>Pacenotes::DriveCoDriver</name>
    <message>
        <source>Add a car: the co-driver advises the car whose turn it is.</source>
        <translation>Добавьте автомобиль: штурман советует тому автомобилю, чей сейчас ход.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::DriveController</name>
    <message>
        <source>Drive</source>
        <translation>Вождение</translation>
    </message>
</context>
<context>
    <name>Pacenotes::DriveDocument</name>
    <message>
        <source>Only a car beside the track comes back onto it.</source>
        <translation>Вернуться на трассу может только автомобиль, стоящий на обочине.</translation>
    </message>
    <message>
        <source>Another car is on the space %1 left the track from: it cannot come back this turn.</source>
        <translation>На клетке, с которой %1 сошёл с трассы, стоит другой автомобиль: в этот ход вернуться нельзя.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::DrivePanel</name>
    <message>
        <source>Red</source>
        <translation>Красный</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Жёлтый</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёный</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрный</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белый</translation>
    </message>
    <message>
        <source>Cars</source>
        <translation>Автомобили</translation>
    </message>
    <message>
        <source>Car</source>
        <translation>Автомобиль</translation>
    </message>
    <message>
        <source>Gear</source>
        <translation>Передача</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Клетка</translation>
    </message>
    <message>
        <source>Laps</source>
        <translation>Круги</translation>
    </message>
    <message>
        <source>Add a Car</source>
        <translation>Добавить автомобиль</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <source>Back on the Track</source>
        <translation>Вернуть на трассу</translation>
    </message>
    <message>
        <source>The selected car&apos;s gear marker</source>
        <translation>Жетон передачи выбранного автомобиля</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Roll one by one</source>
        <translation>Бросать по одному</translation>
    </message>
    <message>
        <source>Flat Out</source>
        <translation>«Газ в пол»</translation>
    </message>
    <message>
        <source>Propose Dice</source>
        <translation>Предложить кубики</translation>
    </message>
    <message>
        <source>The legal dice for this path with the lowest chance of a Loss of Control</source>
        <translation>Допустимые кубики для этого пути с наименьшим шансом потери управления</translation>
    </message>
    <message>
        <source>Clear Path</source>
        <translation>Сбросить путь</translation>
    </message>
    <message>
        <source>The referee reads</source>
        <translation>Что видит судья</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кубики</translation>
    </message>
    <message>
        <source>Click the spaces on the table; type each step&apos;s dice: 5, 2+BB, 4+A, C, L, R</source>
        <translation>Щёлкайте клетки на трассе; впишите кубики каждого шага: 5, 2+BB, 4+A, C, L, R</translation>
    </message>
    <message>
        <source>Dice Rolled</source>
        <translation>Результаты броска</translation>
    </message>
    <message>
        <source>per step: - no hazard, ! hazard, one sign per die; s secured (e.g. - -! s)</source>
        <translation>по шагам: - без опасности, ! опасность, по знаку на кубик; s — обезопасен (например, - -! s)</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>Разыграть</translation>
    </message>
    <message>
        <source>Roll the Dice</source>
        <translation>Бросить кубики</translation>
    </message>
    <message>
        <source>Crash: off the track</source>
        <translation>Вылет: с трассы</translation>
    </message>
    <message>
        <source>Rallyman: DIRT: the Time card flipped after a Loss of Control says Crash</source>
        <translation>Rallyman: DIRT: на карте времени, перевёрнутой после потери управления, — вылет</translation>
    </message>
    <message>
        <source>Apply: Move the Car</source>
        <translation>Применить: переставить автомобиль</translation>
    </message>
    <message>
        <source>Car %1</source>
        <translation>Автомобиль %1</translation>
    </message>
    <message>
        <source>No legal dice take the car along this path.</source>
        <translation>Никакие допустимые кубики не проведут автомобиль по этому пути.</translation>
    </message>
    <message>
        <source>“%1” is not a die: write 5, 2+BB, 4+A, C, L or R.</source>
        <translation>«%1» — не кубик: пишите 5, 2+BB, 4+A, C, L или R.</translation>
    </message>
    <message>
        <source>not on the track</source>
        <translation>не на трассе</translation>
    </message>
    <message>
        <source>%1, off the track</source>
        <translation>%1, на обочине</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>финишировал</translation>
    </message>
    <message>
        <source>Order of play: %1</source>
        <translation>Очерёдность хода: %1</translation>
    </message>
    <message>
        <source>lands on: %1</source>
        <translation>приземление: %1</translation>
    </message>
    <message>
        <source>Add a car to drive.</source>
        <translation>Добавьте автомобиль, чтобы ехать.</translation>
    </message>
    <message>
        <source>Click the spaces the car will move through, or drag along them.</source>
        <translation>Щёлкайте клетки, по которым поедет автомобиль, или проведите по ним мышью.</translation>
    </message>
    <message>
        <source>Enter a die for every step (or Propose Dice).</source>
        <translation>Впишите кубик для каждого шага (или «Предложить кубики»).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Legal.&lt;/b&gt; Chance of a Loss of Control: %1 %. End gear %2.</source>
        <translation>&lt;b&gt;Допустимо.&lt;/b&gt; Шанс потери управления: %1 %. Передача в конце хода: %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not legal:&lt;/b&gt; see why below.</source>
        <translation>&lt;b&gt;Недопустимо:&lt;/b&gt; причины ниже.</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Шаг %1: %2</translation>
    </message>
    <message>
        <source>Every step played</source>
        <translation>Сыграны все шаги</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n step(s)</source>
        <translation>
            <numerusform>Остановка после %n шага</numerusform>
            <numerusform>Остановка после %n шагов</numerusform>
            <numerusform>Остановка после %n шагов</numerusform>
        </translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Заблокирован</translation>
    </message>
    <message>
        <source>Loss of Control on step %1</source>
        <translation>Потеря управления на шаге %1</translation>
    </message>
    <message>
        <source>The Flying Start die showed a hazard: one space, 2nd gear</source>
        <translation>На кубике резкого старта опасность: одна клетка, 2-я передача</translation>
    </message>
    <message>
        <source>Stopped in the water</source>
        <translation>Остановка в броде</translation>
    </message>
    <message numerus="yes">
        <source>%n space(s), gear marker %1</source>
        <translation>
            <numerusform>%n клетка, жетон передачи %1</numerusform>
            <numerusform>%n клетки, жетон передачи %1</numerusform>
            <numerusform>%n клеток, жетон передачи %1</numerusform>
        </translation>
    </message>
    <message>
        <source>finished!</source>
        <translation>финиш!</translation>
    </message>
    <message numerus="yes">
        <source>draw %n Damage token(s)</source>
        <translation>
            <numerusform>вытяните %n жетон повреждения</numerusform>
            <numerusform>вытяните %n жетона повреждений</numerusform>
            <numerusform>вытяните %n жетонов повреждений</numerusform>
        </translation>
    </message>
    <message>
        <source>Write the results as - and !, one word per step (s for a secured step).</source>
        <translation>Запишите результаты знаками - и !, по слову на шаг (s — обезопасенный шаг).</translation>
    </message>
    <message>
        <source>Co-driver</source>
        <translation>Штурман</translation>
    </message>
    <message>
        <source>Ask the Co-driver</source>
        <translation>Спросить штурмана</translation>
    </message>
    <message>
        <source>Every legal plan for the car whose turn it is, where it stands, weighed; the best suggested. Use a plan to put it into the move.</source>
        <translation>Каждый допустимый план для автомобиля, чей сейчас ход, с того места, где он стоит, взвешен; лучший предложен. «Взять этот план» переносит его в ход.</translation>
    </message>
    <message>
        <source>With a Flying Start.</source>
        <translation>С резким стартом.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n course tile(s) have only template spaces: guessed from the tile&apos;s shape, their markings unknown, so the referee checks no speed limit or corner there. Count and mark your tiles in Spaces ▸ Tile Spaces Editor.</source>
        <translation>
            <numerusform>У %1 из %n фрагмента трассы клетки только из шаблона: прикинуты по форме фрагмента, их отметки неизвестны, поэтому судья не проверяет там ни ограничений скорости, ни поворотов. Посчитайте и отметьте клетки своих фрагментов в «Клетки ▸ Редактор клеток фрагментов».</numerusform>
            <numerusform>У %1 из %n фрагментов трассы клетки только из шаблона: прикинуты по форме фрагмента, их отметки неизвестны, поэтому судья не проверяет там ни ограничений скорости, ни поворотов. Посчитайте и отметьте клетки своих фрагментов в «Клетки ▸ Редактор клеток фрагментов».</numerusform>
            <numerusform>У %1 из %n фрагментов трассы клетки только из шаблона: прикинуты по форме фрагмента, их отметки неизвестны, поэтому судья не проверяет там ни ограничений скорости, ни поворотов. Посчитайте и отметьте клетки своих фрагментов в «Клетки ▸ Редактор клеток фрагментов».</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pacenotes::EventDialog</name>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Дата:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Вид:</translation>
    </message>
    <message>
        <source>&amp;Stages:</source>
        <translation>&amp;Спецучастки:</translation>
    </message>
    <message>
        <source>Add a Driver</source>
        <translation>Добавить пилота</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Имя:</translation>
    </message>
    <message>
        <source>Driver (took part)</source>
        <translation>Пилот (участвовал)</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Retired</source>
        <translation>Сошёл</translation>
    </message>
    <message>
        <source>Retired as no.</source>
        <translation>Сход №</translation>
    </message>
    <message>
        <source>Stage %1</source>
        <translation>Спецучасток %1</translation>
    </message>
    <message>
        <source>Try %1</source>
        <translation>Попытка %1</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Бонус</translation>
    </message>
    <message>
        <source>Bonus for</source>
        <translation>Бонус за</translation>
    </message>
    <message>
        <source>R</source>
        <comment>retired, typed in a time cell</comment>
        <translation>С</translation>
    </message>
    <message>
        <source>“%1”: write the penalty tokens after the time as +2</source>
        <translation>«%1»: штрафные жетоны пишите после времени как +2</translation>
    </message>
    <message>
        <source>“%1” is not a time: write minutes and seconds as m:ss (for example 3:20), or R for retired</source>
        <translation>«%1» — не время: пишите минуты и секунды как м:сс (например, 3:20) или С для схода</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>“%1” is not a whole number</source>
        <translation>«%1» — не целое число</translation>
    </message>
    <message>
        <source>place</source>
        <translation>место</translation>
    </message>
    <message>
        <source>retirement</source>
        <translation>сход</translation>
    </message>
    <message>
        <source>stage %1</source>
        <translation>спецучасток %1</translation>
    </message>
    <message>
        <source>try %1</source>
        <translation>попытка %1</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>бонус</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Correct a Game&apos;s Results</source>
        <translation>Исправить результаты партии</translation>
    </message>
    <message>
        <source>Enter Results</source>
        <translation>Ввести результаты</translation>
    </message>
    <message>
        <source>Check&amp;points (penalty tokens)</source>
        <translation>Контрольные &amp;пункты (штрафные жетоны)</translation>
    </message>
    <message>
        <source>Add &amp;Driver…</source>
        <translation>Добавить &amp;пилота…</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Выше</translation>
    </message>
    <message>
        <source>Move Do&amp;wn</source>
        <translation>&amp;Ниже</translation>
    </message>
    <message>
        <source>Rallies and climbs: the order of the rows is the order the first stage started in</source>
        <translation>Ралли и подъёмы: порядок строк — порядок старта первого спецучастка</translation>
    </message>
    <message>
        <source>Tick who took part. Give each finisher&apos;s place; tick Retired for the others. A retired driver takes a last place, a later retirement finishing ahead (digest p. 9): with two or more, number them 1 (first to retire), 2…</source>
        <translation>Отметьте участников. Укажите место каждого финишировавшего; остальным отметьте «Сошёл». Сошедший занимает последнее место, сошедший позже — выше (сводные правила, стр. 9): если сошли двое и больше, пронумеруйте их 1 (сошёл первым), 2…</translation>
    </message>
    <message>
        <source>Stage times as m:ss (3:20), R for a retirement (one minute slower than the slowest finisher), +2 after a time for checkpoint penalty tokens; leave a stage empty while it is not driven yet.</source>
        <translation>Время спецучастков как м:сс (3:20), С — сход (на минуту больше худшего финишировавшего), +2 после времени — штрафные жетоны контрольного пункта; ещё не пройденный спецучасток оставьте пустым.</translation>
    </message>
    <message>
        <source>Each try as m:ss, or R when the driver retired on it; the best try counts (digest p. 13).</source>
        <translation>Каждая попытка как м:сс или С, если пилот в ней сошёл; засчитывается лучшая попытка (сводные правила, стр. 13).</translation>
    </message>
</context>
<context>
    <name>Pacenotes::ExportSpacesDialog</name>
    <message>
        <source>Export Tile Spaces</source>
        <translation>Экспорт клеток фрагментов</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Описание</translation>
    </message>
    <message>
        <source>Each tile side keeps its own provenance (template, estimated or measured).</source>
        <translation>Каждая сторона фрагмента сохраняет своё происхождение (шаблон, оценка или снято с фрагмента).</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Include the pictures of my tiles</source>
        <translation>Добавить снимки моих фрагментов</translation>
    </message>
    <message>
        <source>Pictures from your tile pictures folder and from packs you imported, for the sides exported.</source>
        <translation>Снимки из вашей папки со снимками фрагментов и из импортированных наборов — для экспортируемых сторон.</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
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
    <message>
        <source>Do&amp;n&apos;t Save</source>
        <translation>&amp;Не сохранять</translation>
    </message>
    <message>
        <source>Opened %1 from the rulebooks. Save it as your own track to keep your changes.</source>
        <translation>Открыта трасса «%1» из правил. Сохраните её как свою трассу, чтобы не потерять изменения.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameCoDriverView</name>
    <message>
        <source>The co-driver helps the car whose turn it is: there is none now.</source>
        <translation>Штурман помогает автомобилю, который сейчас ходит, а сейчас никто не ходит.</translation>
    </message>
    <message numerus="yes">
        <source>%n Focus</source>
        <translation>
            <numerusform>%n жетон концентрации</numerusform>
            <numerusform>%n жетона концентрации</numerusform>
            <numerusform>%n жетонов концентрации</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Second(s)</source>
        <translation>
            <numerusform>%n жетон секунды</numerusform>
            <numerusform>%n жетона секунды</numerusform>
            <numerusform>%n жетонов секунды</numerusform>
        </translation>
    </message>
    <message>
        <source>For %1: gear %2, %3. Type the road ahead as the tiles show it; take a plan to lay it out in the referee.</source>
        <translation>Для %1: передача %2, %3. Введите трассу впереди так, как её показывают фрагменты; выбранный план выкладывается в помощнике судьи.</translation>
    </message>
    <message>
        <source>Road: typed in</source>
        <translation>Дорога: введена вручную</translation>
    </message>
    <message>
        <source>Road: from the track</source>
        <translation>Дорога: с трассы</translation>
    </message>
    <message>
        <source>For %1: gear %2, %3. The road ahead is read off the track; take a plan to lay it out in the referee.</source>
        <translation>Для %1: передача %2, %3. Трасса впереди читается с цифровой трассы; выбранный план выкладывается в помощнике судьи.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameController</name>
    <message>
        <source>The game cannot be saved (%1): it is played in its window only; export its log to keep it.</source>
        <translation>Партию нельзя сохранить (%1): она идёт только в своём окне; чтобы не потерять её, экспортируйте журнал.</translation>
    </message>
    <message>
        <source>The games file cannot be opened (%1): the game is played in its window only; export its log to keep it.</source>
        <translation>Файл партий не открывается (%1): партия идёт только в своём окне; чтобы не потерять её, экспортируйте журнал.</translation>
    </message>
    <message>
        <source>The games file cannot be opened: %1</source>
        <translation>Файл партий не открывается: %1</translation>
    </message>
    <message>
        <source>the games file cannot be opened</source>
        <translation>файл партий не открывается</translation>
    </message>
    <message>
        <source>no games file is set up</source>
        <translation>файл игр не подключён</translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameDataActions</name>
    <message>
        <source>&amp;Game Data…</source>
        <translation>&amp;Игровые данные…</translation>
    </message>
    <message>
        <source>The dashboards, Loss of Control table, Time cards, damage bags and solo timing the referee uses, with their sources: correct them from your own components.</source>
        <translation>Приборные панели, таблица потери управления, карты времени, мешочки жетонов повреждений и время одиночного режима, которыми пользуется судья, с их источниками: исправьте их по своим компонентам.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameDataDocument</name>
    <message>
        <source>Your earlier corrections in %1 could not be read, and no copy of them could be kept, so nothing was saved over them.</source>
        <translation>Ваши прежние исправления в %1 не удалось прочитать, и сохранить их копию тоже не удалось, поэтому поверх них ничего не записано.</translation>
    </message>
    <message>
        <source>%1 cannot be imported: %2 Nothing was changed.</source>
        <translation>%1 не удаётся импортировать: %2 Ничего не изменено.</translation>
    </message>
    <message>
        <source>the file cannot be read (%1).</source>
        <translation>файл не читается (%1).</translation>
    </message>
    <message>
        <source>the file is too large.</source>
        <translation>файл слишком большой.</translation>
    </message>
    <message>
        <source>it holds no corrections.</source>
        <translation>в нём нет исправлений.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more problem(s))</source>
        <translation>
            <numerusform>%1 (и ещё %n проблема)</numerusform>
            <numerusform>%1 (и ещё %n проблемы)</numerusform>
            <numerusform>%1 (и ещё %n проблем)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) taken from %1.</source>
        <translation>
            <numerusform>Из %1 взято %n значение.</numerusform>
            <numerusform>Из %1 взято %n значения.</numerusform>
            <numerusform>Из %1 взято %n значений.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no such value to change.</source>
        <translation>Такого значения нет.</translation>
    </message>
    <message>
        <source>There is no such value to reset.</source>
        <translation>Такого значения для сброса нет.</translation>
    </message>
    <message>
        <source>There is no deck for gear %1.</source>
        <translation>Колоды передачи %1 нет.</translation>
    </message>
    <message>
        <source>There is no such 0 side to remove.</source>
        <translation>Такой стороны 0 нет.</translation>
    </message>
    <message>
        <source>A deck keeps at least one kind of 0 side: change this one instead.</source>
        <translation>В колоде остаётся хотя бы один вид стороны 0: измените этот.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameDataModel</name>
    <message>
        <source>%1
Added by you: the built-in data has no such row.</source>
        <translation>%1
Добавлено вами: во встроенных данных такой строки нет.</translation>
    </message>
    <message>
        <source>Not on this kind of card.</source>
        <translation>На картах этого вида такого нет.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Built-in value: %1</source>
        <translation>Встроенное значение: %1</translation>
    </message>
    <message>
        <source>%1: please enter a whole number.</source>
        <translation>%1: введите целое число.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameDataPage</name>
    <message numerus="yes">
        <source>%n value(s) on this page are placeholders (in italics, red mark): they are not published anywhere, and the referee uses them only until you enter yours. Please read them off your own components and enter them here.</source>
        <translation>
            <numerusform>%n значение на этой странице условное (курсив, красная метка): оно нигде не опубликовано, и судья пользуется им, только пока вы не введёте своё. Пожалуйста, перепишите его со своих компонентов.</numerusform>
            <numerusform>%n значения на этой странице условные (курсив, красная метка): они нигде не опубликованы, и судья пользуется ими, только пока вы не введёте свои. Пожалуйста, перепишите их со своих компонентов.</numerusform>
            <numerusform>%n значений на этой странице условные (курсив, красная метка): они нигде не опубликованы, и судья пользуется ими, только пока вы не введёте свои. Пожалуйста, перепишите их со своих компонентов.</numerusform>
        </translation>
    </message>
    <message>
        <source>No placeholders on this page: every value is published or entered by you. The mark in the corner of a value tells how far it can be trusted; hover over it for its source.</source>
        <translation>На этой странице нет условных значений: все опубликованы или введены вами. Метка в углу значения показывает, насколько ему можно доверять; наведите на него указатель, чтобы увидеть источник.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameDataWindow</name>
    <message>
        <source>%1
The file is left as it is; saving keeps a copy of it next to the new one.</source>
        <translation>%1
Файл оставлен как есть; при сохранении его копия останется рядом с новым.</translation>
    </message>
    <message>
        <source>The dice a GT car may use each turn and how many ⚠ make it lose control, for each class, tyres and weather (the two sides of a dashboard card). Double-click a value, or select it and type, to correct it from your own dashboard.</source>
        <translation>Кубики, которые автомобиль GT может использовать за ход, и сколько символов ⚠ ведут к потере управления, для каждой категории, шин и погоды (две стороны карты приборной панели). Чтобы исправить значение по своей приборной панели, дважды щёлкните его или выделите и наберите число.</translation>
    </message>
    <message>
        <source>The dice of a DIRT car on each kind of road, and as the leader on gravel. Only the gravel columns are known from the rulebook: correct the others from your own dashboard.</source>
        <translation>Кубики автомобиля DIRT на каждом типе дороги и у лидера на гравии. По правилам известны только столбцы гравия: остальные исправьте по своей приборной панели.</translation>
    </message>
    <message>
        <source>What a Loss of Control costs a GT car, by the gear it was in: the gear marker (0: it skids on the track; 00: it leaves the track) and the Damage tokens to draw by the danger colour of the tile.</source>
        <translation>Чем оборачивается потеря управления для автомобиля GT в зависимости от передачи: жетон передачи (0 — автомобиль разворачивает на трассе; 00 — автомобиль сходит с трассы) и жетоны повреждений, которые нужно вытянуть, по уровню опасности фрагмента.</translation>
    </message>
    <message>
        <source>The DIRT Time cards, one deck per gear: the seconds on the front and, under each deck, the kinds of 0 side its cards show after a Loss of Control, and how many. Only their structure is published: enter the cards of your own box. At the table, the card flipped is what counts.</source>
        <translation>Карты времени DIRT, по колоде на передачу: секунды на лицевой стороне и, под каждой колодой, виды стороны 0, которые показывают её карты после потери управления, и сколько их. Опубликовано только их устройство: введите карты из своей коробки. За столом считается та карта, которую перевернули.</translation>
    </message>
    <message>
        <source>What the Damage token bags hold when full, by kind of token. DIRT tokens have a shortcut side too.</source>
        <translation>Что лежит в полных мешочках жетонов повреждений, по видам жетонов. У жетонов DIRT есть ещё сторона срезки.</translation>
    </message>
    <message>
        <source>Damage tokens</source>
        <translation>Жетоны повреждений</translation>
    </message>
    <message numerus="yes">
        <source>GT bag: %n token(s); the box has %1</source>
        <translation>
            <numerusform>Мешочек GT: %n жетон; в коробке %1</numerusform>
            <numerusform>Мешочек GT: %n жетона; в коробке %1</numerusform>
            <numerusform>Мешочек GT: %n жетонов; в коробке %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>DIRT bag: %n token(s); the box has %1</source>
        <translation>
            <numerusform>Мешочек DIRT: %n жетон; в коробке %1</numerusform>
            <numerusform>Мешочек DIRT: %n жетона; в коробке %1</numerusform>
            <numerusform>Мешочек DIRT: %n жетонов; в коробке %1</numerusform>
        </translation>
    </message>
    <message>
        <source>GT solo mode: the seconds each turn adds by the gear it ends in, and the seconds each Focus token left at the end takes off. The rulebook prints these; change them only for a variant you play. The score sheets in Records keep the rulebook&apos;s times.</source>
        <translation>Режим для одного игрока GT: секунды, которые добавляет ход в зависимости от передачи, на которой он закончился, и секунды, которые снимает каждый оставшийся в конце жетон концентрации. Эти числа напечатаны в правилах; меняйте их, только если играете по своему варианту. Таблицы подсчёта в «Протоколах» по-прежнему считают время по правилам.</translation>
    </message>
    <message>
        <source>This value</source>
        <translation>Это значение</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Проверки</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Marks:</source>
        <translation>Метки:</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Reset to &amp;Built-in</source>
        <translation>&amp;Вернуть встроенное</translation>
    </message>
    <message>
        <source>Back to the value shipped with Pacenotes, with its source.</source>
        <translation>Вернуть значение, поставляемое с Pacenotes, вместе с его источником.</translation>
    </message>
    <message>
        <source>&amp;Mark as Checked</source>
        <translation>&amp;Отметить как проверенное</translation>
    </message>
    <message>
        <source>You read these values off your own components and they are right: they become yours.</source>
        <translation>Вы сверили эти значения со своими компонентами, и они верны: они становятся вашими.</translation>
    </message>
    <message>
        <source>Reset &amp;All to Built-in…</source>
        <translation>Вернуть &amp;все встроенные…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Импорт…</translation>
    </message>
    <message>
        <source>Take the corrections of a file someone shared; yours for other values stay.</source>
        <translation>Взять исправления из файла, которым с вами поделились; ваши исправления других значений останутся.</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>Write your corrections to a file to share or keep.</source>
        <translation>Записать ваши исправления в файл, чтобы поделиться ими или сохранить.</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Add a 0 Side</source>
        <translation>Добавить сторону 0</translation>
    </message>
    <message>
        <source>Another kind of 0 side in the selected deck.</source>
        <translation>Ещё один вид стороны 0 в выбранной колоде.</translation>
    </message>
    <message>
        <source>Remove the 0 Side</source>
        <translation>Удалить сторону 0</translation>
    </message>
    <message>
        <source>&amp;Data</source>
        <translation>&amp;Данные</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>Game Data</source>
        <translation>Игровые данные</translation>
    </message>
    <message numerus="yes">
        <source>Reset %n value(s)</source>
        <translation>
            <numerusform>Вернуть %n значение</numerusform>
            <numerusform>Вернуть %n значения</numerusform>
            <numerusform>Вернуть %n значений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mark %n value(s) as checked</source>
        <translation>
            <numerusform>Отметить %n значение как проверенное</numerusform>
            <numerusform>Отметить %n значения как проверенные</numerusform>
            <numerusform>Отметить %n значений как проверенные</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset All Game Data</source>
        <translation>Вернуть все игровые данные</translation>
    </message>
    <message>
        <source>Put every value back to the one shipped with Pacenotes? You can undo this until you close the window.</source>
        <translation>Вернуть все значения, поставляемые с Pacenotes? Это можно отменить, пока окно не закрыто.</translation>
    </message>
    <message>
        <source>Import Corrections</source>
        <translation>Импорт исправлений</translation>
    </message>
    <message>
        <source>Pacenotes data corrections (*.json);;All files (*)</source>
        <translation>Исправления данных Pacenotes (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Export Corrections</source>
        <translation>Экспорт исправлений</translation>
    </message>
    <message>
        <source>Pacenotes data corrections (*.json)</source>
        <translation>Исправления данных Pacenotes (*.json)</translation>
    </message>
    <message>
        <source>Your corrections were written to %1.</source>
        <translation>Ваши исправления записаны в %1.</translation>
    </message>
    <message>
        <source>Not Saved</source>
        <translation>Не сохранено</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Сохранено в %1</translation>
    </message>
    <message>
        <source>Unsaved Corrections</source>
        <translation>Несохранённые исправления</translation>
    </message>
    <message>
        <source>Save your corrections to the game data before closing?</source>
        <translation>Сохранить исправления игровых данных перед закрытием?</translation>
    </message>
    <message>
        <source>Select a value to see where it comes from.</source>
        <translation>Выделите значение, чтобы увидеть, откуда оно взято.</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>Every value agrees with the boxes.</source>
        <translation>Все значения согласуются с содержимым коробок.</translation>
    </message>
    <message>
        <source>Game Data — Pacenotes</source>
        <translation>Игровые данные — Pacenotes</translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameDrive</name>
    <message>
        <source>The course of this track is not complete: the cars are not shown on it.</source>
        <translation>Маршрут этой трассы не замкнут до конца: автомобили на ней не показаны.</translation>
    </message>
    <message numerus="yes">
        <source>%n course tile(s) have no space data: the cars are not shown on the track.</source>
        <translation>
            <numerusform>У %n фрагмента маршрута нет данных о клетках: автомобили на трассе не показаны.</numerusform>
            <numerusform>У %n фрагментов маршрута нет данных о клетках: автомобили на трассе не показаны.</numerusform>
            <numerusform>У %n фрагментов маршрута нет данных о клетках: автомобили на трассе не показаны.</numerusform>
        </translation>
    </message>
    <message>
        <source>The track&apos;s space data has no starting spaces: the cars are not shown on it.</source>
        <translation>В данных о клетках трассы нет стартовых клеток: автомобили на ней не показаны.</translation>
    </message>
    <message>
        <source>Click the spaces of the active car&apos;s path: the referee assistant reads them.</source>
        <translation>Щёлкайте по клеткам пути автомобиля, который ходит: помощник судьи считывает их.</translation>
    </message>
    <message>
        <source>That space cannot be reached from the car&apos;s path.</source>
        <translation>До этой клетки не добраться по пути автомобиля.</translation>
    </message>
    <message>
        <source>The dice are rolled: the path cannot change now.</source>
        <translation>Кубики уже брошены: путь теперь не изменить.</translation>
    </message>
    <message>
        <source>%1&apos;s move was typed, not clicked on the track: click the space the car stands on now.</source>
        <translation>Ход игрока %1 введён вручную, а не по трассе: щёлкните по клетке, на которой автомобиль стоит теперь.</translation>
    </message>
    <message>
        <source>Another car stands on that space.</source>
        <translation>На этой клетке стоит другой автомобиль.</translation>
    </message>
    <message numerus="yes">
        <source>The starting grid of this track has %n space(s) for %1 cars. The GT rulebook puts every car on the starting grid (p. 5) and does not say where the others start: click the space where %2 starts.</source>
        <translation>
            <numerusform>На стартовой решётке этой трассы %n клетка на %1 автомобилей. Правила GT ставят все автомобили на стартовую решётку (с. 5) и не говорят, где стартуют остальные: щёлкните по клетке, с которой стартует %2.</numerusform>
            <numerusform>На стартовой решётке этой трассы %n клетки на %1 автомобилей. Правила GT ставят все автомобили на стартовую решётку (с. 5) и не говорят, где стартуют остальные: щёлкните по клетке, с которой стартует %2.</numerusform>
            <numerusform>На стартовой решётке этой трассы %n клеток на %1 автомобилей. Правила GT ставят все автомобили на стартовую решётку (с. 5) и не говорят, где стартуют остальные: щёлкните по клетке, с которой стартует %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s position was entered by hand, not on the track: click the space the car stands on now.</source>
        <translation>Позиция игрока %1 введена вручную, а не на трассе: щёлкните по клетке, на которой автомобиль стоит теперь.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n course tile(s) have only template spaces (dashed): guessed from the tile&apos;s shape, their markings unknown, so speed limits and corners there are not checked. Check them against the real tiles.</source>
        <translation>
            <numerusform>У %1 из %n фрагмента маршрута клетки только из шаблона (пунктир): прикинуты по форме фрагмента, их отметки неизвестны, поэтому ограничения скорости и повороты там не проверяются. Сверьте их с настоящими фрагментами.</numerusform>
            <numerusform>У %1 из %n фрагментов маршрута клетки только из шаблона (пунктир): прикинуты по форме фрагмента, их отметки неизвестны, поэтому ограничения скорости и повороты там не проверяются. Сверьте их с настоящими фрагментами.</numerusform>
            <numerusform>У %1 из %n фрагментов маршрута клетки только из шаблона (пунктир): прикинуты по форме фрагмента, их отметки неизвестны, поэтому ограничения скорости и повороты там не проверяются. Сверьте их с настоящими фрагментами.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameLogModel</name>
    <message>
        <source>SS%1 R%2</source>
        <translation>СУ%1 Р%2</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Car</source>
        <translation>Автомобиль</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Что произошло</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Правила</translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameLogPanel</name>
    <message>
        <source>Every car</source>
        <translation>Все автомобили</translation>
    </message>
    <message>
        <source>&amp;Car:</source>
        <translation>&amp;Автомобиль:</translation>
    </message>
    <message>
        <source>Rounds and other game actions</source>
        <translation>Раунды и другие действия партии</translation>
    </message>
    <message>
        <source>With a car chosen, also show the round starts, places and other actions of the whole game</source>
        <translation>Когда выбран автомобиль, показывать также начала раундов, позиции и другие действия всей партии</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>Show the notes (data of low confidence, ambiguities) as well as rulings and effects</source>
        <translation>Показывать заметки (ненадёжные данные, неоднозначности) вместе с решениями и последствиями</translation>
    </message>
    <message>
        <source>Pick a line to read the whole action aloud.</source>
        <translation>Выберите строку, чтобы прочитать действие целиком вслух.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::GamePlayersModel</name>
    <message>
        <source>Time card values are not published: enter your own cards&apos; seconds in the game data, or as each card is taken.</source>
        <translation>Значения карт времени не опубликованы: введите секунды своих карт в игровых данных или при взятии каждой карты.</translation>
    </message>
    <message>
        <source>on the track</source>
        <translation>на трассе</translation>
    </message>
    <message>
        <source>off the track</source>
        <translation>вне трассы</translation>
    </message>
    <message>
        <source>beside the track (crash)</source>
        <translation>у трассы (вылет)</translation>
    </message>
    <message>
        <source>in the pits</source>
        <translation>на пит-стопе</translation>
    </message>
    <message>
        <source>changing a tyre</source>
        <translation>меняет колесо</translation>
    </message>
    <message>
        <source>no dashboard in the data</source>
        <translation>в данных нет приборной панели</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>lap %1 of %2</source>
        <translation>круг %1 из %2</translation>
    </message>
    <message numerus="yes">
        <source>%n Time card(s), %1</source>
        <translation>
            <numerusform>%n карта времени, %1</numerusform>
            <numerusform>%n карты времени, %1</numerusform>
            <numerusform>%n карт времени, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>used</source>
        <translation>использовано</translation>
    </message>
    <message>
        <source>finished, place %1</source>
        <translation>финишировал, место %1</translation>
    </message>
    <message>
        <source>retired</source>
        <translation>сошёл</translation>
    </message>
    <message>
        <source>playing now</source>
        <translation>ходит сейчас</translation>
    </message>
    <message>
        <source>racing</source>
        <translation>в гонке</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Класс</translation>
    </message>
    <message>
        <source>Tyres</source>
        <translation>Шины</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Погода</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Колонка</translation>
    </message>
    <message>
        <source>Gear</source>
        <translation>Передача</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Где</translation>
    </message>
    <message>
        <source>Dice this turn</source>
        <translation>Кубики на этот ход</translation>
    </message>
    <message>
        <source>Hazard limit</source>
        <translation>Предел символов ⚠</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Повреждения</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>Концентрация</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Секунды</translation>
    </message>
    <message>
        <source>Lap</source>
        <translation>Круг</translation>
    </message>
    <message>
        <source>Stage time</source>
        <translation>Время спецучастка</translation>
    </message>
    <message>
        <source>Spare tyre</source>
        <translation>Запасное колесо</translation>
    </message>
    <message>
        <source>SISU</source>
        <translation>СИСУ</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>RET (the slowest finisher&apos;s time + 1:00, known at the end of the stage)</source>
        <translation>СХОД (время самого медленного финишировавшего + 1:00, известно в конце спецучастка)</translation>
    </message>
    <message>
        <source>finished, final time %1</source>
        <translation>финишировал, результат гонки %1</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>финишировал</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s), track time %1, final time %2</source>
        <translation>
            <numerusform>%n ход, время трассы %1, результат гонки %2</numerusform>
            <numerusform>%n хода, время трассы %1, результат гонки %2</numerusform>
            <numerusform>%n ходов, время трассы %1, результат гонки %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameResultsView</name>
    <message>
        <source>%1 is on the starting line: start the lap (Return).</source>
        <translation>%1 на стартовой линии: начните круг (Return).</translation>
    </message>
    <message>
        <source>%1 is at the start: start the stage (Return).</source>
        <translation>%1 на старте: начните спецучасток (Return).</translation>
    </message>
    <message>
        <source>Turn %1 is played: the next turn (Return).</source>
        <translation>Ход %1 сыгран: следующий ход (Return).</translation>
    </message>
    <message>
        <source>Round %1 is played: the next round (Return).</source>
        <translation>Раунд %1 сыгран: следующий раунд (Return).</translation>
    </message>
    <message>
        <source>The cars are on the grid. Check their order in the round tracker, then start the first round (Return).</source>
        <translation>Автомобили на стартовой решётке. Проверьте их порядок в панели раунда и начните первый раунд (Return).</translation>
    </message>
    <message>
        <source>Round %1 is over. Say where the cars are in the round tracker if the order is in doubt, then start the next round (Return).</source>
        <translation>Раунд %1 окончен. Если порядок под вопросом, укажите в панели раунда, где стоят автомобили, и начните следующий раунд (Return).</translation>
    </message>
    <message>
        <source>Stage %1 is over. Repairs, spare tyres and penalties, then the next stage (Return).</source>
        <translation>Спецучасток %1 окончен. Ремонт, запасные колёса и штрафы, затем следующий спецучасток (Return).</translation>
    </message>
    <message>
        <source>The lap is over: final time %1.</source>
        <translation>Круг пройден: результат гонки %1.</translation>
    </message>
    <message>
        <source>The game ended before the finish line: the lap has no time.</source>
        <translation>Партия закончилась до финишной черты: у круга нет результата.</translation>
    </message>
    <message>
        <source>The rally is over.</source>
        <translation>Ралли окончено.</translation>
    </message>
    <message>
        <source>The stage is over.</source>
        <translation>Спецучасток окончен.</translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation>Гонка окончена.</translation>
    </message>
    <message numerus="yes">
        <source>Track time (%n turn(s))</source>
        <translation>
            <numerusform>Время трассы (%n ход)</numerusform>
            <numerusform>Время трассы (%n хода)</numerusform>
            <numerusform>Время трассы (%n ходов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Track time so far (%n turn(s))</source>
        <translation>
            <numerusform>Время трассы пока (%n ход)</numerusform>
            <numerusform>Время трассы пока (%n хода)</numerusform>
            <numerusform>Время трассы пока (%n ходов)</numerusform>
        </translation>
    </message>
    <message>
        <source>Focus tokens left</source>
        <translation>Осталось жетонов концентрации</translation>
    </message>
    <message>
        <source>Final time</source>
        <translation>Результат гонки</translation>
    </message>
    <message>
        <source>Final time if the lap ended now</source>
        <translation>Результат гонки, если бы круг кончился сейчас</translation>
    </message>
    <message>
        <source>The lap is on the solo score sheet: Records ▸ History and Personal Bests.</source>
        <translation>Круг записан в таблицу подсчёта: Протоколы ▸ История и личные рекорды.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Finishing order: %1</source>
        <translation>Порядок на финише: %1</translation>
    </message>
    <message>
        <source>Retired: %1</source>
        <translation>Сошли с гонки: %1</translation>
    </message>
    <message>
        <source>Still on the track when the game ended: %1</source>
        <translation>Оставались на трассе, когда партия закончилась: %1</translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameSetupActions</name>
    <message>
        <source>The games file %1 cannot be opened: %2
Games can be played, but they are not saved.</source>
        <translation>Не удаётся открыть файл партий %1: %2
Играть можно, но партии не сохраняются.</translation>
    </message>
    <message>
        <source>The game cannot start: %1</source>
        <translation>Партию нельзя начать: %1</translation>
    </message>
    <message>
        <source>The game cannot be saved: %1
It can be played, but it is lost when the window closes.</source>
        <translation>Партию не удаётся сохранить: %1
Играть можно, но после закрытия окна партия пропадёт.</translation>
    </message>
    <message>
        <source>The game cannot be resumed: %1</source>
        <translation>Партию нельзя продолжить: %1</translation>
    </message>
    <message>
        <source>The game resumes before an action that cannot be replayed: %1</source>
        <translation>Партия продолжается с места до действия, которое не удаётся воспроизвести: %1</translation>
    </message>
    <message>
        <source>“%1” is saved: Game ▸ Sessions… lists it.</source>
        <translation>Партия «%1» сохранена: она есть в списке «Игра ▸ Партии…».</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>New &amp;Game…</source>
        <translation>Новая &amp;партия…</translation>
    </message>
    <message>
        <source>Set up a game at the table: the kind, the track, the players and their cars, the rules</source>
        <translation>Подготовить партию за столом: вид игры, трасса, игроки и их автомобили, правила</translation>
    </message>
    <message>
        <source>&amp;Sessions…</source>
        <translation>&amp;Партии…</translation>
    </message>
    <message>
        <source>The games played and in progress: resume, delete, export the log</source>
        <translation>Сыгранные и идущие партии: продолжить, удалить, экспортировать журнал</translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameStore</name>
    <message>
        <source>The games file %1 could not be read (%2). It was set aside as %3 and a new one started. %4</source>
        <translation>Файл партий %1 не читается (%2). Он отложен как %3, начат новый. %4</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) were recovered; %1 could not be read.</source>
        <translation>
            <numerusform>Восстановлена %n партия; не читается: %1.</numerusform>
            <numerusform>Восстановлены %n партии; не читается: %1.</numerusform>
            <numerusform>Восстановлено %n партий; не читается: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) were recovered.</source>
        <translation>
            <numerusform>Восстановлена %n партия.</numerusform>
            <numerusform>Восстановлены %n партии.</numerusform>
            <numerusform>Восстановлено %n партий.</numerusform>
        </translation>
    </message>
    <message>
        <source>The games file is not open.</source>
        <translation>Файл партий не открыт.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Партию не удалось сохранить: %1</translation>
    </message>
    <message>
        <source>the game is no longer in the file</source>
        <translation>партии больше нет в файле</translation>
    </message>
    <message>
        <source>Cannot read the games file: %1</source>
        <translation>Не удаётся прочитать файл партий: %1</translation>
    </message>
    <message>
        <source>There is no game %1 in the games file.</source>
        <translation>В файле партий нет партии %1.</translation>
    </message>
    <message>
        <source>The games file cannot be opened. %1</source>
        <translation>Не удаётся открыть файл игр. %1</translation>
    </message>
    <message>
        <source>The games file cannot be read (%1) and cannot be set aside: %2</source>
        <translation>Файл игр не читается (%1), и его не удаётся отложить: %2</translation>
    </message>
    <message>
        <source>The games file %1 could not be read (%2). It was set aside as %3, but a new one cannot be started: %4</source>
        <translation>Файл игр %1 не удалось прочитать (%2). Он отложен как %3, но начать новый не удаётся: %4</translation>
    </message>
    <message numerus="yes">
        <source>action %1 cannot be saved: the games file holds %n action(s) before it, not %2.</source>
        <translation>
            <numerusform>действие %1 не сохранить: в файле игр перед ним %n действие, а не %2.</numerusform>
            <numerusform>действие %1 не сохранить: в файле игр перед ним %n действия, а не %2.</numerusform>
            <numerusform>действие %1 не сохранить: в файле игр перед ним %n действий, а не %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>the game&apos;s position (%1) is past its last action (%2).</source>
        <translation>позиция игры (%1) дальше её последнего действия (%2).</translation>
    </message>
    <message numerus="yes">
        <source>Action %1 is missing from the games file; the game resumes before it, and the %n action(s) stored after it are kept in a copy once the game goes on.</source>
        <translation>
            <numerusform>В файле игр нет действия %1: игра продолжается с места перед ним, а %n действие, сохранённое после него, будет сохранено в копии, когда игра пойдёт дальше.</numerusform>
            <numerusform>В файле игр нет действия %1: игра продолжается с места перед ним, а %n действия, сохранённые после него, будут сохранены в копии, когда игра пойдёт дальше.</numerusform>
            <numerusform>В файле игр нет действия %1: игра продолжается с места перед ним, а %n действий, сохранённых после него, будут сохранены в копии, когда игра пойдёт дальше.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game had reached action %1, but only %2 were saved; it resumes after action %2.</source>
        <translation>Игра дошла до действия %1, но сохранено только %2; она продолжается после действия %2.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameTrackView</name>
    <message>
        <source>No digital track: the players read the real tiles.</source>
        <translation>Цифровой трассы нет: игроки смотрят на настоящие фрагменты.</translation>
    </message>
    <message>
        <source>“%1” has no digital track here: the players read the real tiles.</source>
        <translation>У «%1» здесь нет цифровой трассы: игроки смотрят на настоящие фрагменты.</translation>
    </message>
    <message>
        <source>The track “%1” cannot be shown: %2</source>
        <translation>Трассу «%1» нельзя показать: %2</translation>
    </message>
    <message>
        <source>The track “%1” has no tiles laid out yet.</source>
        <translation>На трассе «%1» ещё нет выложенных фрагментов.</translation>
    </message>
    <message>
        <source>“%1” is a tile list, not a track laid out: build it on the table as the rulebook shows, and the players read the real tiles. To follow the cars here, lay it out in the designer (Track ▸ Lay Out for Me…), save it and start the game on that track.</source>
        <translation>«%1» — список фрагментов, а не разложенная трасса: соберите её на столе, как показано в правилах, и игроки читают настоящие фрагменты. Чтобы следить за автомобилями здесь, разложите её в редакторе (Трасса ▸ Разложить за меня…), сохраните и начните партию на этой трассе.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::GameWindow</name>
    <message>
        <source>Not saved!</source>
        <translation>Не сохранено!</translation>
    </message>
    <message>
        <source>Game Not Saved</source>
        <translation>Партия не сохранена</translation>
    </message>
    <message>
        <source>The game could not be saved: %1
It goes on in this window; export the log to keep it.</source>
        <translation>Партию не удалось сохранить: %1
Она продолжается в этом окне; чтобы не потерять её, экспортируйте журнал.</translation>
    </message>
    <message>
        <source>The solo lap is on the solo score sheet.</source>
        <translation>Одиночный круг записан в таблицу подсчёта.</translation>
    </message>
    <message>
        <source>The stage times are on the rally sheet.</source>
        <translation>Время спецучастков записано в лист ралли.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
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
        <source>&amp;Retire a Car</source>
        <translation>&amp;Снять автомобиль с гонки</translation>
    </message>
    <message>
        <source>&amp;End the Game…</source>
        <translation>&amp;Закончить партию…</translation>
    </message>
    <message>
        <source>Export the Log as &amp;JSON…</source>
        <translation>Экспорт журнала в &amp;JSON…</translation>
    </message>
    <message>
        <source>Export the Log as &amp;CSV…</source>
        <translation>Экспорт журнала в &amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>&amp;Undo the Last Action</source>
        <translation>&amp;Отменить последнее действие</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation>Приборная панель</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Трасса</translation>
    </message>
    <message>
        <source>Co-driver</source>
        <translation>Штурман</translation>
    </message>
    <message>
        <source>%1 — %2 — Pacenotes</source>
        <translation>%1 — %2 — Pacenotes</translation>
    </message>
    <message>
        <source>Saved after every action</source>
        <translation>Сохраняется после каждого действия</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Не сохраняется</translation>
    </message>
    <message>
        <source>Retire a Car</source>
        <translation>Снять автомобиль с гонки</translation>
    </message>
    <message>
        <source>Take %1 out of the game? Undo brings the car back.</source>
        <translation>Снять %1 с гонки? Отмена вернёт автомобиль.</translation>
    </message>
    <message>
        <source>End the Game</source>
        <translation>Закончить партию</translation>
    </message>
    <message>
        <source>End the game now, before every car has finished? Undo takes it back.</source>
        <translation>Закончить партию сейчас, пока финишировали не все? Это можно отменить.</translation>
    </message>
    <message>
        <source>Stage %1 starts.</source>
        <translation>Начинается спецучасток %1.</translation>
    </message>
    <message>
        <source>Export the Log as CSV</source>
        <translation>Экспорт журнала в CSV</translation>
    </message>
    <message>
        <source>Export the Log as JSON</source>
        <translation>Экспорт журнала в JSON</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>Game logs (*.json)</source>
        <translation>Журналы партий (*.json)</translation>
    </message>
    <message>
        <source>The log was written to %1.</source>
        <translation>Журнал записан в %1.</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>Экспорт не удался</translation>
    </message>
    <message>
        <source>All Cars</source>
        <translation>Автомобили</translation>
    </message>
    <message>
        <source>Log</source>
        <comment>the game log&apos;s dock</comment>
        <translation>Журнал</translation>
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
    <name>Pacenotes::GridPage</name>
    <message>
        <source>1. %1 — pole position</source>
        <translation>1. %1 — поул-позиция</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>1. %1 — starts first</source>
        <translation>1. %1 — стартует первым</translation>
    </message>
    <message>
        <source>Starting grid</source>
        <translation>Стартовая решётка</translation>
    </message>
    <message>
        <source>Starting order</source>
        <translation>Порядок старта</translation>
    </message>
    <message>
        <source>Dra&amp;wn at random, as the rulebook draws it</source>
        <translation>&amp;Жребий, как в правилах</translation>
    </message>
    <message>
        <source>One Gear marker of each player is drawn at a time; the cars take the grid in that order, the first in pole position (%1).</source>
        <translation>Жетоны передачи игроков вытягивают по одному; автомобили встают на решётку в этом порядке, первый — на поул-позицию (%1).</translation>
    </message>
    <message>
        <source>One car is drawn: it starts first, and the others follow clockwise around the table, as the players are listed (%1).</source>
        <translation>Жребий выбирает один автомобиль: он стартует первым, остальные — по часовой стрелке вокруг стола, в порядке списка игроков (%1).</translation>
    </message>
    <message>
        <source>&amp;Draw again</source>
        <translation>&amp;Тянуть заново</translation>
    </message>
    <message>
        <source>&amp;Entered by hand: drag the names, or move the selected one with the arrows</source>
        <translation>&amp;Вручную: перетащите имена или двигайте выбранное стрелками</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Выше</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Ниже</translation>
    </message>
    <message>
        <source>This is the order of the first stage; the next stages start in the order of the overall times (%1).</source>
        <translation>Это порядок на первом спецучастке; на следующих стартуют в порядке общего времени (%1).</translation>
    </message>
    <message>
        <source>Pole position is the first space of the inside lane, as seen from the first corner.</source>
        <translation>Поул-позиция — первая клетка внутренней полосы, если смотреть по первому повороту.</translation>
    </message>
    <message>
        <source>The cars start one round after another, in this order (%1).</source>
        <translation>Автомобили стартуют по одному в раунд, в этом порядке (%1).</translation>
    </message>
</context>
<context>
    <name>Pacenotes::HelpActions</name>
    <message>
        <source>&amp;Getting Started</source>
        <translation>&amp;Как начать работу</translation>
    </message>
    <message>
        <source>How to lay out a rulebook list, build by hand, print, and keep score sheets</source>
        <translation>Как собрать трассу из правил, собрать её вручную, напечатать и вести протоколы</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Сочетания клавиш</translation>
    </message>
    <message>
        <source>&amp;Rules Quick Reference</source>
        <translation>&amp;Краткий справочник по правилам</translation>
    </message>
    <message>
        <source>The rulebook pages Pacenotes cites</source>
        <translation>Страницы правил, на которые ссылается Pacenotes</translation>
    </message>
</context>
<context>
    <name>Pacenotes::HelpBrowser</name>
    <message>
        <source>Getting Started — Pacenotes</source>
        <translation>Как начать работу — Pacenotes</translation>
    </message>
    <message>
        <source>Rules Quick Reference — Pacenotes</source>
        <translation>Краткий справочник по правилам — Pacenotes</translation>
    </message>
</context>
<context>
    <name>Pacenotes::KindPage</name>
    <message>
        <source>What are you playing?</source>
        <translation>Во что играем?</translation>
    </message>
    <message>
        <source>Two to six cars race on a circuit for the laps you choose; the first across the line wins.</source>
        <translation>От двух до шести автомобилей проходят выбранное число кругов; побеждает первый на финишной черте.</translation>
    </message>
    <message>
        <source>One car against the clock for one lap, timed on the solo score sheet (%1).</source>
        <translation>Один автомобиль на время, один круг, результат — в таблице подсчёта для одного игрока (%1).</translation>
    </message>
    <message>
        <source>One to six cars drive one special stage one after another; the fastest time wins.</source>
        <translation>От одного до шести автомобилей проходят один спецучасток друг за другом; побеждает лучшее время.</translation>
    </message>
    <message>
        <source>Several special stages in a row; the times add up on the rally sheet (%1).</source>
        <translation>Несколько спецучастков подряд; время суммируется в листе ралли (%1).</translation>
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
    <message>
        <source>Tyres</source>
        <translation>Шины</translation>
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
        <source>Weather</source>
        <translation>Погода</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Track time</source>
        <translation>Время
трассы</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>Концентрация</translation>
    </message>
    <message>
        <source>Final time</source>
        <translation>Результат
гонки</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>The best final time of %1 on %2 with %3 and %4 tyres.</source>
        <translation>Лучший результат гонки: %1, трасса %2, %3, шины: %4.</translation>
    </message>
    <message>
        <source>Tyres</source>
        <translation>Шины</translation>
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
    <message>
        <source>The list is empty.</source>
        <translation>Список пуст.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Остановка…</translation>
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
        <source>Interchangeable tiles (%1 ways to order them on this shape): %2.</source>
        <translation>Взаимозаменяемые фрагменты (вариантов их порядка на этой форме: %1): %2.</translation>
    </message>
    <message>
        <source>The tiles on the table have changed since this search: applying replaces them all.</source>
        <translation>Фрагменты на столе изменились после этого поиска: применение заменит их все.</translation>
    </message>
    <message>
        <source>Another track was opened: search again for this one.</source>
        <translation>Открыта другая трасса: запустите поиск для неё заново.</translation>
    </message>
    <message>
        <source>%1: a stage or an RX circuit</source>
        <translation>%1: спецучасток или RX-трасса</translation>
    </message>
    <message>
        <source>DIRT: two start/finish tiles make a stage, one makes an RX circuit</source>
        <translation>DIRT: два фрагмента старта/финиша дают спецучасток, один — RX-трассу</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the list</source>
        <translation>
            <numerusform>%n фрагмент в списке</numerusform>
            <numerusform>%n фрагмента в списке</numerusform>
            <numerusform>%n фрагментов в списке</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n on the course</source>
        <translation>
            <numerusform>%n на трассе</numerusform>
            <numerusform>%n на трассе</numerusform>
            <numerusform>%n на трассе</numerusform>
        </translation>
    </message>
    <message>
        <source>Every tile of this list is on the table already: the layouts use them all afresh</source>
        <translation>Все фрагменты этого списка уже на столе: раскладки заново используют их все</translation>
    </message>
    <message numerus="yes">
        <source>Searching: %n layout(s) found,</source>
        <translation>
            <numerusform>Поиск: найдена %n раскладка,</numerusform>
            <numerusform>Поиск: найдено %n раскладки,</numerusform>
            <numerusform>Поиск: найдено %n раскладок,</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s.</source>
        <translation>%1 с.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Layout %1&lt;/b&gt;: table %2 × %3 cm, %4% covered by tiles;</source>
        <translation>&lt;b&gt;Раскладка %1&lt;/b&gt;: стол %2 × %3 см, фрагменты занимают %4%;</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) on the course,</source>
        <translation>
            <numerusform>%n фрагмент на трассе,</numerusform>
            <numerusform>%n фрагмента на трассе,</numerusform>
            <numerusform>%n фрагментов на трассе,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n corner(s);</source>
        <translation>
            <numerusform>%n поворот;</numerusform>
            <numerusform>%n поворота;</numerusform>
            <numerusform>%n поворотов;</numerusform>
        </translation>
    </message>
    <message>
        <source>longest straight %1, corners in a row %2.</source>
        <translation>самая длинная прямая %1, поворотов подряд %2.</translation>
    </message>
    <message numerus="yes">
        <source>The lane-width tiles can lie in %n different place(s) on these cells.</source>
        <translation>
            <numerusform>Фрагменты со сменой ширины могут лежать на этих клетках в %n месте.</numerusform>
            <numerusform>Фрагменты со сменой ширины могут лежать на этих клетках в %n разных местах.</numerusform>
            <numerusform>Фрагменты со сменой ширины могут лежать на этих клетках в %n разных местах.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turns from the start (S straight on, R right, L left; RR and LL are sharp 120° bends): %1</source>
        <translation>Повороты от старта (П — прямо, Н — направо, Л — налево; НН и ЛЛ — крутые повороты на 120°): %1</translation>
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
    <message>
        <source>S</source>
        <comment>turn code: straight on (one letter)</comment>
        <translation>П</translation>
    </message>
    <message>
        <source>R</source>
        <comment>turn code: 60° to the right (one letter; RR is 120°)</comment>
        <translation>Н</translation>
    </message>
    <message>
        <source>L</source>
        <comment>turn code: 60° to the left (one letter; LL is 120°)</comment>
        <translation>Л</translation>
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
    <message>
        <source>Every word must begin a word of the title, the author, a tile id (103b) or the file name; Enter opens the first track</source>
        <translation>Каждое слово должно быть началом слова в названии, имени автора, номере фрагмента (103b) или имени файла; Enter открывает первую трассу</translation>
    </message>
</context>
<context>
    <name>Pacenotes::LossOfControlDataModel</name>
    <message>
        <source>Gear at the Loss of Control</source>
        <translation>Передача при потере управления</translation>
    </message>
    <message>
        <source>Gear %1</source>
        <translation>Передача %1</translation>
    </message>
    <message>
        <source>A Loss of Control in gear %1: the gear marker the car gets (0: it skids on the track; 00: it leaves the track) and the Damage tokens to draw by the danger colour of the tile.</source>
        <translation>Потеря управления на передаче %1: жетон передачи, который получает автомобиль (0 — его разворачивает на трассе; 00 — он сходит с трассы), и жетоны повреждений, которые нужно вытянуть, по уровню опасности фрагмента.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::LossOptionModel</name>
    <message>
        <source>As laid out: step %1, gear %2</source>
        <translation>Как выложено: шаг %1, передача %2</translation>
    </message>
    <message>
        <source>%1: step %2, gear %3</source>
        <translation>%1: шаг %2, передача %3</translation>
    </message>
    <message numerus="yes">
        <source>marker %1, %n Damage token(s)</source>
        <translation>
            <numerusform>жетон %1, %n жетон повреждения</numerusform>
            <numerusform>жетон %1, %n жетона повреждений</numerusform>
            <numerusform>жетон %1, %n жетонов повреждений</numerusform>
        </translation>
    </message>
    <message>
        <source>marker %1</source>
        <translation>жетон %1</translation>
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
        <translation>Журнал</translation>
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
    <message>
        <source>Open Folder</source>
        <translation>Открыть папку</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Экспортировано в %1</translation>
    </message>
</context>
<context>
    <name>Pacenotes::MarkButton</name>
    <message>
        <source>%1 — click to mark the selected spaces, or drag onto a space</source>
        <translation>%1 — щёлкните, чтобы отметить выбранные клетки, или перетащите на клетку</translation>
    </message>
</context>
<context>
    <name>Pacenotes::MovePlanModel</name>
    <message>
        <source>No car is playing now.</source>
        <translation>Сейчас никто не ходит.</translation>
    </message>
    <message>
        <source>Roll step %1, or stop here.</source>
        <translation>Бросьте шаг %1 или остановитесь здесь.</translation>
    </message>
    <message>
        <source>The Brake or Boost dice laid last wait for a Gear die.</source>
        <translation>Последние выложенные кубики торможения или ускорения ждут кубика передачи.</translation>
    </message>
    <message>
        <source>secured</source>
        <translation>обезопасен</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Клетка</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кубики</translation>
    </message>
    <message>
        <source>Gear</source>
        <translation>Передача</translation>
    </message>
    <message>
        <source>On the space</source>
        <translation>На клетке</translation>
    </message>
    <message>
        <source>Rolled</source>
        <translation>Выпало</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>Судья</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Партия не открыта.</translation>
    </message>
    <message>
        <source>danger colour?</source>
        <translation>уровень опасности?</translation>
    </message>
    <message>
        <source>%1, danger colour?</source>
        <translation>%1, уровень опасности?</translation>
    </message>
    <message>
        <source>Control was lost here: give the tile&apos;s danger colour, it decides the Damage tokens.</source>
        <translation>Здесь потеряно управление: укажите уровень опасности фрагмента, от него зависят жетоны повреждений.</translation>
    </message>
    <message>
        <source>A Loss of Control is possible here: give the tile&apos;s danger colour now and the referee will not have to ask.</source>
        <translation>Здесь возможна потеря управления: укажите уровень опасности фрагмента сейчас, и судье не придётся спрашивать.</translation>
    </message>
    <message>
        <source>The chance of a Loss of Control on this space, rolling one by one</source>
        <translation>Шанс потери управления на этой клетке при броске по одному</translation>
    </message>
    <message>
        <source>Risk</source>
        <comment>the chance of a Loss of Control</comment>
        <translation>Риск</translation>
    </message>
</context>
<context>
    <name>Pacenotes::NewGameWizard</name>
    <message>
        <source>%1: %2</source>
        <comment>a new game&apos;s name: kind of game, track</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Новая партия</translation>
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
        <source>Lay Out for Me…</source>
        <translation>Разложить за меня…</translation>
    </message>
    <message>
        <source>Find the layouts this list makes and put one on the table</source>
        <translation>Найти раскладки, которые даёт этот список, и выложить одну на стол</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 of %n tile(s) placed</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: уложено %2 из %n</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: уложено %2 из %n</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: уложено %2 из %n</numerusform>
        </translation>
    </message>
    <message>
        <source>The tile list of %1: the palette shows only its tiles</source>
        <translation>Список фрагментов трассы «%1»: палитра показывает только его фрагменты</translation>
    </message>
</context>
<context>
    <name>Pacenotes::PitStopDialog</name>
    <message>
        <source>Pit Stop</source>
        <translation>Пит-стоп</translation>
    </message>
    <message>
        <source>The car ends its move in 1st gear at the edge of the track, on a space with no limit, and pulls into the pits (%1).</source>
        <translation>Автомобиль заканчивает ход на 1-й передаче у края трассы, на клетке без ограничения скорости, и заезжает на пит-стоп (%1).</translation>
    </message>
    <message>
        <source>&amp;Tyre change: marker 0, back on the track next turn</source>
        <translation>&amp;Замена шин: жетон 0, на трассу в следующем ходу</translation>
    </message>
    <message>
        <source>&amp;Repairs: marker 00, every Damage token back into the bag</source>
        <translation>&amp;Ремонт: жетон 00, все жетоны повреждений обратно в мешочек</translation>
    </message>
    <message>
        <source>Repairs &amp;and tyre change</source>
        <translation>Ремонт &amp;и замена шин</translation>
    </message>
    <message>
        <source>New &amp;tyres:</source>
        <translation>Новые &amp;шины:</translation>
    </message>
    <message>
        <source>It stopped in the centre lane of three</source>
        <translation>Он остановился на средней из трёх полос</translation>
    </message>
</context>
<context>
    <name>Pacenotes::PlaceTool</name>
    <message>
        <source>Tile %1 lies here: Shift+click replaces it with %2.</source>
        <translation>Здесь лежит фрагмент %1: Shift+щелчок заменит его на %2.</translation>
    </message>
    <message>
        <source>Tile %1 lies here and stays: Shift+click replaces it with %2.</source>
        <translation>Здесь лежит фрагмент %1, он остаётся на месте: Shift+щелчок заменит его на %2.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::PlacementModel</name>
    <message>
        <source>No game is open.</source>
        <translation>Партия не открыта.</translation>
    </message>
    <message>
        <source>There is no such place in the list.</source>
        <translation>В списке нет такого места.</translation>
    </message>
    <message>
        <source>Only a car below another can be level with it.</source>
        <translation>Вровень с автомобилем может быть только автомобиль под ним в списке.</translation>
    </message>
    <message>
        <source>This car has moved since its position was entered.</source>
        <translation>Этот автомобиль двигался после того, как было введено его положение.</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Дистанция</translation>
    </message>
    <message>
        <source>Car</source>
        <translation>Автомобиль</translation>
    </message>
    <message>
        <source>Lane</source>
        <translation>Полоса</translation>
    </message>
</context>
<context>
    <name>Pacenotes::PlayersPage</name>
    <message>
        <source>Red</source>
        <translation>Красный</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Жёлтый</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёный</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрный</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белый</translation>
    </message>
    <message>
        <source>Other colour…</source>
        <translation>Другой цвет…</translation>
    </message>
    <message>
        <source>Colour of the car</source>
        <translation>Цвет автомобиля</translation>
    </message>
    <message>
        <source>Colour of the car: %1</source>
        <translation>Цвет автомобиля: %1</translation>
    </message>
    <message>
        <source>Every dashboard of this class rests on uncertain data: see its tyres.</source>
        <translation>Все приборные панели этой категории опираются на неточные данные: см. шины.</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Имя игрока %1</translation>
    </message>
    <message>
        <source>Remove player %1</source>
        <translation>Убрать игрока %1</translation>
    </message>
    <message>
        <source>The driver</source>
        <translation>Пилот</translation>
    </message>
    <message>
        <source>The players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Car class</source>
        <translation>Категория</translation>
    </message>
    <message>
        <source>Tyres</source>
        <translation>Шины</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Данные</translation>
    </message>
    <message>
        <source>How sure the game data is of the car&apos;s dashboard; hover over a mark for the sources.</source>
        <translation>Насколько надёжны данные приборной панели автомобиля; наведите указатель на отметку, чтобы увидеть источники.</translation>
    </message>
    <message>
        <source>&amp;Add a player</source>
        <translation>&amp;Добавить игрока</translation>
    </message>
    <message>
        <source>A coloured mark means the car&apos;s dashboard is not printed in the rulebook: it comes from one public source, or is a stand-in to correct from your own dashboard (Tools ▸ Game Data…). Hover over the mark for the sources.</source>
        <translation>Цветная отметка значит, что приборной панели автомобиля нет в правилах: данные взяты из одного открытого источника или условны, и их стоит исправить по своей панели (Сервис ▸ Игровые данные…). Наведите указатель на отметку, чтобы увидеть источники.</translation>
    </message>
    <message>
        <source>List the players in their seats around the table, clockwise: the starting order goes round the table.</source>
        <translation>Перечислите игроков в том порядке, в каком они сидят за столом, по часовой стрелке: порядок старта идёт вокруг стола.</translation>
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
        <translation>&lt;span style=&apos;color:#2e8b46&apos;&gt;✔&lt;/span&gt; Проблем нет: трасса собрана правильно.</translation>
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
    <message>
        <source>Nothing on the table yet.</source>
        <translation>На столе пока ничего нет.</translation>
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
    <message>
        <source>Spare tyre available for the next stage (Y/N).</source>
        <translation>Есть ли запасное колесо на следующий спецучасток (Д/Н).</translation>
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
        <source>Remove Stage %1</source>
        <translation>Удалить СУ %1</translation>
    </message>
    <message>
        <source>Damage tokens: %1.</source>
        <translation>Жетоны повреждений: %1.</translation>
    </message>
    <message>
        <source>The stage has the Assistance tile: repairs and a new spare tyre before the next stage.</source>
        <translation>На спецучастке есть фрагмент сервиса: ремонт и новое запасное колесо перед следующим спецучастком.</translation>
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
    <name>Pacenotes::RandomComponentsPanel</name>
    <message>
        <source>Spinout</source>
        <translation>Разворот</translation>
    </message>
    <message>
        <source>Crash</source>
        <translation>Вылет</translation>
    </message>
    <message>
        <source>SISU</source>
        <translation>СИСУ</translation>
    </message>
    <message>
        <source>Damage tokens</source>
        <translation>Жетоны повреждений</translation>
    </message>
    <message>
        <source>Put the last one back</source>
        <translation>Вернуть последний</translation>
    </message>
    <message>
        <source>Draw for me</source>
        <translation>Вытянуть за меня</translation>
    </message>
    <message>
        <source>The app draws from the bag as it stands now (solo play)</source>
        <translation>Приложение тянет из мешочка в его нынешнем составе (игра в одиночку)</translation>
    </message>
    <message>
        <source>Time card</source>
        <translation>Карта времени</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>Damage tokens printed for a %1 tile</source>
        <translation>Жетоны повреждений, напечатанные для фрагмента: %1</translation>
    </message>
    <message>
        <source>gear </source>
        <translation>передача </translation>
    </message>
    <message>
        <source>Flip for me</source>
        <translation>Перевернуть за меня</translation>
    </message>
    <message>
        <source>The app flips a card from the game data&apos;s deck (solo play)</source>
        <translation>Приложение переворачивает карту из колоды игровых данных (игра в одиночку)</translation>
    </message>
    <message>
        <source>Shortcut tokens</source>
        <translation>Жетоны срезки</translation>
    </message>
    <message>
        <source>End of the turn</source>
        <translation>Конец хода</translation>
    </message>
    <message>
        <source>My Time card shows:</source>
        <translation>На моей карте времени:</translation>
    </message>
    <message>
        <source>The seconds printed on the Time card taken, when your own card differs from the game data</source>
        <translation>Секунды, напечатанные на взятой карте времени, если ваша карта отличается от игровых данных</translation>
    </message>
    <message>
        <source>Fit the spare tyre after the move</source>
        <translation>Поставить запасное колесо после хода</translation>
    </message>
    <message>
        <source>Pit stop…</source>
        <translation>Пит-стоп…</translation>
    </message>
    <message>
        <source>No pit stop</source>
        <translation>Без пит-стопа</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n Damage token(s) from the bag and tap each as it comes out.</source>
        <translation>
            <numerusform>Вытяните из мешочка %n жетон повреждения и нажмите на него, когда он выпадет.</numerusform>
            <numerusform>Вытяните из мешочка %n жетона повреждений и нажимайте на каждый, как он выпадает.</numerusform>
            <numerusform>Вытяните из мешочка %n жетонов повреждений и нажимайте на каждый, как он выпадает.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drawn: %1.</source>
        <translation>Вытянуто: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Entered: %1, %n s.</source>
        <translation>
            <numerusform>Введено: %1, %n с.</numerusform>
            <numerusform>Введено: %1, %n с.</numerusform>
            <numerusform>Введено: %1, %n с.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The car entered %n shortcut space(s): draw a token for each and tap its shortcut side.</source>
        <translation>
            <numerusform>Автомобиль въехал на %n клетку срезки: вытяните жетон и нажмите его сторону срезки.</numerusform>
            <numerusform>Автомобиль въехал на %n клетки срезки: вытяните жетон для каждой и нажмите его сторону срезки.</numerusform>
            <numerusform>Автомобиль въехал на %n клеток срезки: вытяните жетон для каждой и нажмите его сторону срезки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game data says %n s for this card (%1).</source>
        <translation>
            <numerusform>По игровым данным на этой карте %n с (%1).</numerusform>
            <numerusform>По игровым данным на этой карте %n с (%1).</numerusform>
            <numerusform>По игровым данным на этой карте %n с (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Pit stop: %1.</source>
        <translation>Пит-стоп: %1.</translation>
    </message>
    <message>
        <source>tyre change</source>
        <translation>замена шин</translation>
    </message>
    <message>
        <source>repairs</source>
        <translation>ремонт</translation>
    </message>
    <message>
        <source>repairs and tyre change</source>
        <translation>ремонт и замена шин</translation>
    </message>
    <message>
        <source>The card&apos;s 0 side shows %1: enter it with the seconds typed beside</source>
        <translation>На стороне «0» карты — %1: ввести её с секундами, набранными рядом</translation>
    </message>
    <message>
        <source>The seconds printed on the card&apos;s 0 side</source>
        <translation>Секунды, напечатанные на стороне «0» карты</translation>
    </message>
    <message>
        <source>Drawn: none yet.</source>
        <translation>Вытянуто: пока ничего.</translation>
    </message>
    <message>
        <source>Flip a gear %1 Time card: type the seconds on its 0 side, then tap what it shows.</source>
        <translation>Переверните карту времени %1-й передачи: наберите секунды с её стороны «0», затем нажмите то, что на ней изображено.</translation>
    </message>
    <message>
        <source>Spare Tyre card, 0 side:</source>
        <translation>Карта запасного колеса, сторона 0:</translation>
    </message>
</context>
<context>
    <name>Pacenotes::RecordsActions</name>
    <message>
        <source>New &amp;Solo Score Sheet</source>
        <translation>Новая &amp;таблица подсчёта (один игрок)</translation>
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
        <translation>Печать пустой таблицы &amp;подсчёта…</translation>
    </message>
    <message>
        <source>Print Blank Ra&amp;lly Sheet…</source>
        <translation>Печать пустого листа р&amp;алли…</translation>
    </message>
    <message>
        <source>A GT solo score sheet that adds up your lap as you play.</source>
        <translation>Таблица подсчёта GT для одного игрока: считает время круга по ходу игры.</translation>
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
    <message>
        <source>The records database cannot be opened. %1</source>
        <translation>Не удаётся открыть базу истории. %1</translation>
    </message>
    <message>
        <source>Lap %1 has an unknown car category, tyres or weather.</source>
        <translation>У круга %1 неизвестная категория автомобиля, шины или погода.</translation>
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
    <name>Pacenotes::RefereePanel</name>
    <message>
        <source>Co-driver: %1 (%2)</source>
        <translation>Штурман: %1 (%2)</translation>
    </message>
    <message>
        <source>The plan is laid out: check the verdict, then roll.</source>
        <translation>План выложен: проверьте решение и бросайте.</translation>
    </message>
    <message>
        <source>The plan cannot be laid out now: dice are already rolled, or the car does not move.</source>
        <translation>Сейчас план выложить нельзя: кубики уже брошены или автомобиль не движется.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>Start round %1</source>
        <translation>Начать раунд %1</translation>
    </message>
    <message>
        <source>Next stage…</source>
        <translation>Следующий спецучасток…</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>Play the turn</source>
        <translation>Сыграть ход</translation>
    </message>
    <message numerus="yes">
        <source>%n Focus</source>
        <translation>
            <numerusform>%n жетон концентрации</numerusform>
            <numerusform>%n жетона концентрации</numerusform>
            <numerusform>%n жетонов концентрации</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Second(s)</source>
        <translation>
            <numerusform>%n жетон секунды</numerusform>
            <numerusform>%n жетона секунды</numerusform>
            <numerusform>%n жетонов секунды</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 plays — round %2, gear %3, %4</source>
        <translation>Ходит %1 — раунд %2, передача %3, %4</translation>
    </message>
    <message>
        <source>One by one</source>
        <translation>По одному</translation>
    </message>
    <message>
        <source>Roll the dice one space at a time; you may secure spaces and stop (F switches)</source>
        <translation>Бросать кубики по одной клетке; можно обезопасить клетки и остановиться (F переключает)</translation>
    </message>
    <message>
        <source>Flat Out</source>
        <translation>«Газ в пол»</translation>
    </message>
    <message>
        <source>Roll every die at once for Focus or Second tokens (F switches)</source>
        <translation>Бросить все кубики сразу ради жетонов концентрации или секунды (F переключает)</translation>
    </message>
    <message>
        <source>Flying Start</source>
        <translation>Резкий старт</translation>
    </message>
    <message>
        <source>Spend SISU</source>
        <translation>Потратить СИСУ</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Заблокирован</translation>
    </message>
    <message>
        <source>The car is blocked: the turn ends after the last die laid (%1)</source>
        <translation>Автомобиль заблокирован: ход кончается после последнего выложенного кубика (%1)</translation>
    </message>
    <message>
        <source>Its space is free</source>
        <translation>Его клетка свободна</translation>
    </message>
    <message>
        <source>The space the car comes back to (from 00, the pits or a crash) is free</source>
        <translation>Клетка, на которую автомобиль возвращается (с 00, с пит-стопа или после вылета), свободна</translation>
    </message>
    <message>
        <source>It starts:</source>
        <translation>Начинает:</translation>
    </message>
    <message>
        <source>on a plain space</source>
        <translation>с обычной клетки</translation>
    </message>
    <message>
        <source>in a corner, inside</source>
        <translation>в повороте, по внутренней</translation>
    </message>
    <message>
        <source>in a corner, outside</source>
        <translation>в повороте, по внешней</translation>
    </message>
    <message>
        <source>in a slide zone</source>
        <translation>в зоне заноса</translation>
    </message>
    <message>
        <source>sliding</source>
        <translation>в заносе</translation>
    </message>
    <message>
        <source>on a shortcut</source>
        <translation>на срезке</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Заново</translation>
    </message>
    <message>
        <source>Clear the plan and the results of this turn</source>
        <translation>Очистить план и результаты этого хода</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Дальше</translation>
    </message>
    <message>
        <source>Start the lap</source>
        <translation>Начать круг</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Следующий ход</translation>
    </message>
</context>
<context>
    <name>Pacenotes::ResolutionPanel</name>
    <message>
        <source>the Gear %1 die</source>
        <translation>кубик передачи %1</translation>
    </message>
    <message>
        <source>the Coast die</source>
        <translation>кубик поддержания скорости</translation>
    </message>
    <message>
        <source>the Leader die</source>
        <translation>кубик лидера</translation>
    </message>
    <message>
        <source>the Redline Brake die</source>
        <translation>кубик торможения красной зоны</translation>
    </message>
    <message>
        <source>Brake die %1</source>
        <translation>кубик торможения %1</translation>
    </message>
    <message>
        <source>Boost die %1</source>
        <translation>кубик ускорения %1</translation>
    </message>
    <message numerus="yes">
        <source>Space %1, %2: %n hazard face(s) of 6</source>
        <translation>
            <numerusform>Клетка %1, %2: %n грань с ⚠ из 6</numerusform>
            <numerusform>Клетка %1, %2: %n грани с ⚠ из 6</numerusform>
            <numerusform>Клетка %1, %2: %n граней с ⚠ из 6</numerusform>
        </translation>
    </message>
    <message>
        <source>Loss of Control on space %1 in gear %2</source>
        <translation>Потеря управления на клетке %1 на передаче %2</translation>
    </message>
    <message numerus="yes">
        <source>: marker %1, draw %n Damage token(s)</source>
        <translation>
            <numerusform>: жетон %1, вытяните %n жетон повреждения</numerusform>
            <numerusform>: жетон %1, вытяните %n жетона повреждений</numerusform>
            <numerusform>: жетон %1, вытяните %n жетонов повреждений</numerusform>
        </translation>
    </message>
    <message>
        <source>: marker %1; the tile&apos;s danger colour decides the Damage tokens</source>
        <translation>: жетон %1; число жетонов повреждений зависит от уровня опасности фрагмента</translation>
    </message>
    <message>
        <source>: flip a gear %1 Time card</source>
        <translation>: переверните карту времени передачи %1</translation>
    </message>
    <message numerus="yes">
        <source>Every die rolled: %n space(s), ending in gear %1.</source>
        <translation>
            <numerusform>Все кубики брошены: %n клетка, в конце передача %1.</numerusform>
            <numerusform>Все кубики брошены: %n клетки, в конце передача %1.</numerusform>
            <numerusform>Все кубики брошены: %n клеток, в конце передача %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n space(s), in gear %1.</source>
        <translation>
            <numerusform>Остановка после %n клетки, на передаче %1.</numerusform>
            <numerusform>Остановка после %n клеток, на передаче %1.</numerusform>
            <numerusform>Остановка после %n клеток, на передаче %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Blocked after %n space(s), in gear %1.</source>
        <translation>
            <numerusform>Заблокирован после %n клетки, на передаче %1.</numerusform>
            <numerusform>Заблокирован после %n клеток, на передаче %1.</numerusform>
            <numerusform>Заблокирован после %n клеток, на передаче %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Flying Start die showed a hazard: one space, gear 2, no Loss of Control.</source>
        <translation>На кубике резкого старта выпал ⚠: одна клетка, передача 2, без потери управления.</translation>
    </message>
    <message numerus="yes">
        <source>The water hazard stops the car after %n space(s).</source>
        <translation>
            <numerusform>Брод останавливает автомобиль после %n клетки.</numerusform>
            <numerusform>Брод останавливает автомобиль после %n клеток.</numerusform>
            <numerusform>Брод останавливает автомобиль после %n клеток.</numerusform>
        </translation>
    </message>
    <message>
        <source>Change the plan: the dice cannot be rolled while it breaks a rule.</source>
        <translation>Измените план: пока он нарушает правила, кубики бросать нельзя.</translation>
    </message>
    <message>
        <source>Space %1 is secured.</source>
        <translation>Клетка %1 обезопасена.</translation>
    </message>
    <message>
        <source>Every result is in.</source>
        <translation>Все результаты введены.</translation>
    </message>
    <message>
        <source>Flat Out: the rolled dice may be laid out again (%1). Where is control lost?</source>
        <translation>«Газ в пол»: брошенные кубики можно выложить заново (%1). Где теряется управление?</translation>
    </message>
    <message>
        <source>Hazard (H)</source>
        <translation>Символ ⚠ (H)</translation>
    </message>
    <message>
        <source>The die shows a hazard</source>
        <translation>На кубике выпал символ ⚠</translation>
    </message>
    <message>
        <source>No hazard (N)</source>
        <translation>Без ⚠ (N)</translation>
    </message>
    <message>
        <source>The die shows no hazard</source>
        <translation>На кубике нет символа ⚠</translation>
    </message>
    <message>
        <source>Rolling one by one, end the move after the spaces rolled so far</source>
        <translation>Бросая по одному, закончить движение после уже брошенных клеток</translation>
    </message>
    <message>
        <source>Take back (U)</source>
        <translation>Вернуть (U)</translation>
    </message>
    <message>
        <source>Take the last result back</source>
        <translation>Отменить последний результат</translation>
    </message>
    <message>
        <source>Roll for me (V)</source>
        <translation>Бросить за меня (V)</translation>
    </message>
    <message>
        <source>The app rolls this space&apos;s dice (solo play)</source>
        <translation>Приложение бросает кубики этой клетки (игра в одиночку)</translation>
    </message>
    <message>
        <source>The app rolls every die at once (solo play)</source>
        <translation>Приложение бросает все кубики сразу (игра в одиночку)</translation>
    </message>
    <message>
        <source>Unsecure (P)</source>
        <translation>Не обезопасивать (P)</translation>
    </message>
    <message>
        <source>Secure (P)</source>
        <translation>Обезопасить (P)</translation>
    </message>
    <message>
        <source>Roll this space after all</source>
        <translation>Всё-таки бросить кубики этой клетки</translation>
    </message>
    <message>
        <source>Secure this space with Focus or Second tokens instead of rolling it</source>
        <translation>Обезопасить эту клетку жетонами концентрации или секунд вместо броска</translation>
    </message>
    <message>
        <source>Control was lost on space %1: the tile&apos;s danger colour?</source>
        <translation>Управление потеряно на клетке %1: уровень опасности фрагмента?</translation>
    </message>
    <message>
        <source>Stop (S)</source>
        <translation>Остановиться (S)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The tile where control was lost is %1</source>
        <translation>Фрагмент, где потеряно управление, — %1</translation>
    </message>
    <message numerus="yes">
        <source>So far: %n space(s),</source>
        <translation>
            <numerusform>Пока: %n клетка,</numerusform>
            <numerusform>Пока: %n клетки,</numerusform>
            <numerusform>Пока: %n клеток,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hazard(s) of %1.</source>
        <translation>
            <numerusform>%n символ ⚠ из %1.</numerusform>
            <numerusform>%n символа ⚠ из %1.</numerusform>
            <numerusform>%n символов ⚠ из %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pacenotes::RiskProgressPlot</name>
    <message>
        <source>C</source>
        <comment>Cautious, on the chart</comment>
        <translation>О</translation>
    </message>
    <message>
        <source>B</source>
        <comment>Balanced, on the chart</comment>
        <translation>В</translation>
    </message>
    <message>
        <source>F</source>
        <comment>Flat out (attitude), on the chart</comment>
        <translation>Р</translation>
    </message>
    <message>
        <source>M</source>
        <comment>Furthest on average, on the chart</comment>
        <translation>Д</translation>
    </message>
    <message>
        <source>Chance of a Loss of Control</source>
        <translation>Шанс потери управления</translation>
    </message>
    <message>
        <source>Expected distance (spaces)</source>
        <translation>Ожидаемое продвижение (поля)</translation>
    </message>
    <message>
        <source>one by one</source>
        <translation>по одному</translation>
    </message>
    <message>
        <source>Flat Out</source>
        <translation>«газ в пол»</translation>
    </message>
    <message>
        <source>No plans yet</source>
        <translation>Планов пока нет</translation>
    </message>
    <message>
        <source>%1 — %2
%3 spaces on average, %4 chance of a Loss of Control</source>
        <translation>%1 — %2
в среднем %3 поля, шанс потери управления %4</translation>
    </message>
</context>
<context>
    <name>Pacenotes::RoadAheadEditor</name>
    <message>
        <source>&amp;Spaces ahead:</source>
        <translation>&amp;Полей впереди:</translation>
    </message>
    <message>
        <source>&amp;Lanes:</source>
        <translation>П&amp;олос:</translation>
    </message>
    <message>
        <source>Car in lane:</source>
        <translation>Автомобиль на полосе:</translation>
    </message>
    <message>
        <source>Lane %1</source>
        <translation>Полоса %1</translation>
    </message>
    <message>
        <source>Row 1 is the space just ahead of the car. A car moves straight on or diagonally to the next lane.</source>
        <translation>Ряд 1 — поле прямо перед автомобилем. Автомобиль движется прямо или по диагонали на соседнюю полосу.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::RollOrStopWidget</name>
    <message>
        <source>No hazard</source>
        <translation>Без ⚠</translation>
    </message>
    <message>
        <source>The next die showed no hazard symbol</source>
        <translation>На следующем кубике нет символа опасности</translation>
    </message>
    <message>
        <source>Hazard ⚠</source>
        <translation>Опасность ⚠</translation>
    </message>
    <message>
        <source>The next die showed the hazard symbol</source>
        <translation>На следующем кубике выпал символ опасности</translation>
    </message>
    <message>
        <source>Secured</source>
        <translation>Обезопасен</translation>
    </message>
    <message>
        <source>The next roll was secured with Focus/Seconds (all its dice)</source>
        <translation>Следующий бросок обезопасен жетонами концентрации/секунд (все его кубики)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Заново</translation>
    </message>
    <message>
        <source>Pick a plan rolled one by one to be told, before each roll, whether to roll on or stop.</source>
        <translation>Возьмите план, который бросают по одному, — и перед каждым броском штурман скажет, бросать дальше или остановиться.</translation>
    </message>
    <message>
        <source>Plan: %1</source>
        <translation>План: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Flat Out:&lt;/b&gt; all the dice are rolled at once; nothing to decide between rolls.</source>
        <translation>&lt;b&gt;«Газ в пол»:&lt;/b&gt; все кубики бросают разом; решать между бросками нечего.</translation>
    </message>
    <message>
        <source>Enter the other dice of this roll (%1 of %2 entered).</source>
        <translation>Введите остальные кубики этого броска (введено %1 из %2).</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Бросать</translation>
    </message>
    <message>
        <source>Secure</source>
        <translation>Обезопасить</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <source>The turn is over</source>
        <translation>Ход окончен</translation>
    </message>
    <message numerus="yes">
        <source>Ended %n space(s) on, marker %1.</source>
        <translation>
            <numerusform>Ход окончен через %n поле, жетон %1.</numerusform>
            <numerusform>Ход окончен через %n поля, жетон %1.</numerusform>
            <numerusform>Ход окончен через %n полей, жетон %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 spaces on average, %3 chance of a Loss of Control</source>
        <translation>%1: в среднем %2 поля, шанс потери управления %3</translation>
    </message>
    <message>
        <source>Next roll: %1 chance of a Loss of Control.</source>
        <translation>Следующий бросок: шанс потери управления %1.</translation>
    </message>
    <message>
        <source>Stop here</source>
        <translation>Остановиться здесь</translation>
    </message>
    <message numerus="yes">
        <source>Secure (%n token(s))</source>
        <translation>
            <numerusform>Обезопасить (%n жетон)</numerusform>
            <numerusform>Обезопасить (%n жетона)</numerusform>
            <numerusform>Обезопасить (%n жетонов)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pacenotes::RoundOrderModel</name>
    <message>
        <source>The game is over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>Stage %1 is over</source>
        <translation>Спецучасток %1 окончен</translation>
    </message>
    <message>
        <source>Next: stage %1, round %2</source>
        <translation>Далее: спецучасток %1, раунд %2</translation>
    </message>
    <message>
        <source>Stage %1, round %2</source>
        <translation>Спецучасток %1, раунд %2</translation>
    </message>
    <message>
        <source>white</source>
        <translation>«белый»</translation>
    </message>
    <message>
        <source>black</source>
        <translation>«чёрный»</translation>
    </message>
    <message>
        <source>Next: round %1 (%2)</source>
        <translation>Далее: раунд %1 (%2)</translation>
    </message>
    <message>
        <source>Round %1 (%2)</source>
        <translation>Раунд %1 (%2)</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Партия не открыта.</translation>
    </message>
    <message>
        <source>played</source>
        <translation>сходил</translation>
    </message>
    <message>
        <source>playing now</source>
        <translation>ходит сейчас</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>ещё ходит</translation>
    </message>
    <message>
        <source>waiting to start</source>
        <translation>ждёт старта</translation>
    </message>
    <message>
        <source>retired</source>
        <translation>сошёл</translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Car</source>
        <translation>Автомобиль</translation>
    </message>
    <message>
        <source>Gear</source>
        <translation>Передача</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>В этом раунде</translation>
    </message>
    <message>
        <source>Why before the next</source>
        <translation>Почему раньше следующего</translation>
    </message>
    <message>
        <source>gear %1</source>
        <translation>передача %1</translation>
    </message>
</context>
<context>
    <name>Pacenotes::RoundTrackerPanel</name>
    <message numerus="yes">
        <source>The rules cannot separate %n pair(s) of cars: the players decide between them.</source>
        <translation>
            <numerusform>Правила не различают %n пару автомобилей: решают игроки.</numerusform>
            <numerusform>Правила не различают %n пары автомобилей: решают игроки.</numerusform>
            <numerusform>Правила не различают %n пар автомобилей: решают игроки.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start the round (Return)</source>
        <translation>Начать раунд (Return)</translation>
    </message>
    <message>
        <source>Next stage… (Return)</source>
        <translation>Следующий спецучасток… (Return)</translation>
    </message>
    <message>
        <source>Play the turn (Return)</source>
        <translation>Сыграть ход (Return)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>Where are the cars?</source>
        <translation>Где автомобили?</translation>
    </message>
    <message>
        <source>Furthest first: drag a car (or Alt+Up/Down) to its place.</source>
        <translation>Сначала самый дальний: перетащите автомобиль (или Alt+Вверх/Вниз) на его место.</translation>
    </message>
    <message>
        <source>Furthest along the track first. Drag a car (or Alt+Up/Down) to its place; cars level on distance share a place, the lane counted from the inside of the corner.</source>
        <translation>Сначала тот, кто дальше всех по трассе. Перетащите автомобиль (или Alt+Вверх/Вниз) на его место; автомобили на одной дистанции делят место, полоса считается от внутренней стороны поворота.</translation>
    </message>
    <message>
        <source>Further along the track (Alt+Up)</source>
        <translation>Дальше по трассе (Alt+Вверх)</translation>
    </message>
    <message>
        <source>Further back (Alt+Down)</source>
        <translation>Ближе к старту (Alt+Вниз)</translation>
    </message>
    <message>
        <source>Level with the car above</source>
        <translation>На одной линии с автомобилем выше</translation>
    </message>
    <message>
        <source>&amp;Lane:</source>
        <translation>&amp;Полоса:</translation>
    </message>
    <message>
        <source>The lane from the inside of the current or next corner (1 = inside; ? = not said)</source>
        <translation>Полоса от внутренней стороны текущего или следующего поворота (1 — внутренняя; ? — не указана)</translation>
    </message>
    <message>
        <source>These places are right</source>
        <translation>Позиции верны</translation>
    </message>
    <message>
        <source>Enter the list as it is, also for cars that did not change places</source>
        <translation>Ввести список как есть, в том числе для автомобилей, не менявших мест</translation>
    </message>
    <message>
        <source>Next turn (Return)</source>
        <translation>Следующий ход (Return)</translation>
    </message>
</context>
<context>
    <name>Pacenotes::RulesPage</name>
    <message>
        <source>Optional rules</source>
        <translation>Дополнительные правила</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>an optional rule: its explanation (where it is written)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Leave them all off for the rules as the rulebook&apos;s core game plays them.</source>
        <translation>Если ничего не отмечать, игра идёт по основным правилам.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::RulingListModel</name>
    <message>
        <source>Space %1: %2</source>
        <translation>Клетка %1: %2</translation>
    </message>
</context>
<context>
    <name>Pacenotes::SeasonDialog</name>
    <message>
        <source> s</source>
        <translation> сек.</translation>
    </message>
    <message>
        <source>Driver %1</source>
        <translation>Пилот %1</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Команда %1</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Points by place: %1</source>
        <translation>Очки за места: %1</translation>
    </message>
    <message>
        <source>Power Stage bonus: %1</source>
        <translation>Бонус Power Stage: %1</translation>
    </message>
    <message>
        <source>%1 has a result in event %2: the driver stays while that result does.</source>
        <translation>У %1 есть результат на этапе %2: пилот остаётся, пока есть этот результат.</translation>
    </message>
    <message>
        <source>Event %1</source>
        <translation>Этап %1</translation>
    </message>
    <message>
        <source>Points by place</source>
        <translation>Очки за места</translation>
    </message>
    <message>
        <source>Power Stage bonus</source>
        <translation>Бонус Power Stage</translation>
    </message>
    <message>
        <source>Next starting order</source>
        <translation>Порядок старта</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Add the season&apos;s drivers on the Drivers page.</source>
        <translation>Добавьте пилотов сезона на странице «Пилоты».</translation>
    </message>
    <message>
        <source>&amp;Drivers (%1)</source>
        <translation>&amp;Пилоты (%1)</translation>
    </message>
    <message>
        <source>On every sheet:</source>
        <translation>На каждом листе:</translation>
    </message>
    <message>
        <source>New Championship</source>
        <translation>Новый чемпионат</translation>
    </message>
    <message>
        <source>Season, Rules and Drivers</source>
        <translation>Сезон, правила и пилоты</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>П&amp;равила</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Формат:</translation>
    </message>
    <message>
        <source>&amp;Scoring:</source>
        <translation>&amp;Зачёт:</translation>
    </message>
    <message>
        <source>&amp;Points by place:</source>
        <translation>&amp;Очки за места:</translation>
    </message>
    <message>
        <source>Power Stage &amp;bonus:</source>
        <translation>&amp;Бонус Power Stage:</translation>
    </message>
    <message>
        <source>Next s&amp;tart:</source>
        <translation>Порядок с&amp;тарта:</translation>
    </message>
    <message>
        <source>Seconds per p&amp;lace:</source>
        <translation>Секунд за &amp;место:</translation>
    </message>
    <message>
        <source>Dropped res&amp;ults:</source>
        <translation>Отбрасывание &amp;результатов:</translation>
    </message>
    <message>
        <source>&amp;Ties:</source>
        <translation>&amp;Ничьи:</translation>
    </message>
    <message>
        <source>Climb t&amp;ries:</source>
        <translation>Попыт&amp;ки подъёма:</translation>
    </message>
    <message>
        <source>Own table</source>
        <translation>Своя таблица</translation>
    </message>
    <message>
        <source>Table 1 (digest p. 13)</source>
        <translation>Таблица 1 (сводные правила, стр. 13)</translation>
    </message>
    <message>
        <source>Points for 1st, 2nd, 3rd… separated by spaces, commas or dashes; places beyond the table score 0</source>
        <translation>Очки за 1-е, 2-е, 3-е… место через пробелы, запятые или дефисы; места за пределами таблицы — 0</translation>
    </message>
    <message>
        <source>none (e.g. 3-2-1)</source>
        <translation>нет (например, 3-2-1)</translation>
    </message>
    <message>
        <source>Bonus points by rank on each rally&apos;s last stage (a climb&apos;s best try): the organiser&apos;s option</source>
        <translation>Бонусные очки по месту на последнем спецучастке каждого ралли (в подъёме — за лучшую попытку): выбор организатора</translation>
    </message>
    <message>
        <source>Auto Tour: a head-to-head race adds this many seconds per finishing place; 10 s in the digest (p. 13), whose author prefers 30 s</source>
        <translation>Автотур: гонка «голова к голове» добавляет столько секунд за каждое место; в сводных правилах 10 сек. (стр. 13), их автор предпочитает 30 сек.</translation>
    </message>
    <message>
        <source>only the best results count:</source>
        <translation>засчитывать лучших:</translation>
    </message>
    <message>
        <source>Each driver&apos;s best N event scores count; the others are dropped (the organiser&apos;s option)</source>
        <translation>Засчитываются N лучших результатов каждого пилота, остальные отбрасываются (выбор организатора)</translation>
    </message>
    <message>
        <source>share the place</source>
        <translation>делить место</translation>
    </message>
    <message>
        <source>(then nothing)</source>
        <translation>(дальше ничего)</translation>
    </message>
    <message>
        <source>The books give no tie-break for a season: choose how equal totals are split</source>
        <translation>Правила не дают способа разрешить ничью в сезоне: выберите, как разделять равные суммы</translation>
    </message>
    <message>
        <source>One &amp;car per driver for the whole series</source>
        <translation>Один &amp;автомобиль на пилота всю серию</translation>
    </message>
    <message>
        <source>Auto Tour: each player picks a single car and uses it for the whole series (digest p. 13)</source>
        <translation>Автотур: каждый игрок выбирает один автомобиль и ездит на нём всю серию (сводные правила, стр. 13)</translation>
    </message>
    <message>
        <source>Repairs only after some stages</source>
        <translation>Ремонт только после некоторых спецучастков</translation>
    </message>
    <message>
        <source>Auto Tour option: limit repairs to the ends of only some stages (digest p. 13)</source>
        <translation>Вариант Автотура: ремонт только после некоторых спецучастков (сводные правила, стр. 13)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Car</source>
        <translation>Автомобиль</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Teams (two drivers each)</source>
        <translation>Команды (по два пилота)</translation>
    </message>
    <message>
        <source>&amp;Add Driver</source>
        <translation>&amp;Добавить пилота</translation>
    </message>
    <message>
        <source>Re&amp;move Driver</source>
        <translation>&amp;Удалить пилота</translation>
    </message>
    <message>
        <source>Add T&amp;eam</source>
        <translation>Добавить &amp;команду</translation>
    </message>
    <message>
        <source>Remove Te&amp;am</source>
        <translation>Удалить ко&amp;манду</translation>
    </message>
</context>
<context>
    <name>Pacenotes::SeasonListModel</name>
    <message>
        <source>%1 (cannot be read)</source>
        <translation>%1 (не читается)</translation>
    </message>
    <message>
        <source>Untitled season</source>
        <translation>Сезон без названия</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Сезон</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Формат</translation>
    </message>
    <message>
        <source>Drivers</source>
        <translation>Пилоты</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Этапы</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Изменён</translation>
    </message>
</context>
<context>
    <name>Pacenotes::SessionListModel</name>
    <message>
        <source>There is no such game.</source>
        <translation>Такой партии нет.</translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation>Партия без названия</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>идёт</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>окончена</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>повреждена</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Последняя игра</translation>
    </message>
</context>
<context>
    <name>Pacenotes::SessionsDialog</name>
    <message>
        <source>The games file cannot be read: %1</source>
        <translation>Не удаётся прочитать файл игр: %1</translation>
    </message>
    <message>
        <source>Delete the game</source>
        <translation>Удалить партию</translation>
    </message>
    <message>
        <source>Delete “%1” (%2)? Its log goes with it and cannot be brought back. Score sheets already made from it stay in the records.</source>
        <translation>Удалить «%1» (%2)? Журнал игры удаляется вместе с ней, вернуть его нельзя. Уже созданные по ней таблицы останутся в протоколах.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>“%1” could not be deleted: %2</source>
        <translation>Не удалось удалить «%1»: %2</translation>
    </message>
    <message>
        <source>“%1” is deleted.</source>
        <translation>Игра «%1» удалена.</translation>
    </message>
    <message>
        <source>Export the game&apos;s log as CSV</source>
        <translation>Экспорт журнала партии в CSV</translation>
    </message>
    <message>
        <source>Export the game&apos;s log as JSON</source>
        <translation>Экспорт журнала партии в JSON</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>Game logs (*.json)</source>
        <translation>Журналы игр (*.json)</translation>
    </message>
    <message>
        <source>The log of “%1” could not be written to %2: %3</source>
        <translation>Не удалось записать журнал «%1» в %2: %3</translation>
    </message>
    <message>
        <source>The log of “%1” is written to %2.</source>
        <translation>Журнал «%1» записан в %2.</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Все партии</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Идут</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Окончены</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <source>Go on with the selected game exactly where it was left</source>
        <translation>Продолжить выбранную партию точно с того места, где она остановилась</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>E&amp;xport log</source>
        <translation>&amp;Экспорт журнала</translation>
    </message>
    <message>
        <source>As &amp;JSON (the game log format)…</source>
        <translation>В &amp;JSON (формат журнала игры)…</translation>
    </message>
    <message>
        <source>As &amp;CSV (a spreadsheet)…</source>
        <translation>В &amp;CSV (таблица)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>No game here yet: File ▸ New Game… sets one up.</source>
        <translation>Партий пока нет: начните новую через «Файл ▸ Новая партия…».</translation>
    </message>
    <message>
        <source>“%1” is open in a game window: close that window first, then delete the game.</source>
        <translation>Игра «%1» открыта в окне игры: сначала закройте это окно, затем удалите игру.</translation>
    </message>
    <message>
        <source>Add to C&amp;hampionship…</source>
        <translation>В ч&amp;емпионат…</translation>
    </message>
    <message>
        <source>Add the finished game to a season&apos;s standings</source>
        <translation>Добавить оконченную партию в таблицу сезона</translation>
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
    <message>
        <source>The season&apos;s standings, its next starting order, its events and its rules.</source>
        <translation>Таблица сезона, порядок старта следующего этапа, этапы и правила.</translation>
    </message>
    <message>
        <source>The sheet is saved as %1.</source>
        <translation>Протокол сохранён: %1.</translation>
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
    <name>Pacenotes::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>Mouse in the designer</source>
        <translation>Мышь в редакторе</translation>
    </message>
    <message>
        <source>Append a tile at the open end of the course</source>
        <translation>Добавить фрагмент к открытому концу трассы</translation>
    </message>
    <message>
        <source>Double-click it in the palette (or Return)</source>
        <translation>Двойной щелчок в палитре (или Enter)</translation>
    </message>
    <message>
        <source>… turning left / right / straight on</source>
        <translation>… с поворотом налево / направо / прямо</translation>
    </message>
    <message>
        <source>Shift / Ctrl / Shift+Ctrl with the double-click</source>
        <translation>Shift / Ctrl / Shift+Ctrl при двойном щелчке</translation>
    </message>
    <message>
        <source>Replace a placed tile with the place tool</source>
        <translation>Заменить выложенный фрагмент инструментом укладки</translation>
    </message>
    <message>
        <source>Shift+click</source>
        <translation>Shift+щелчок</translation>
    </message>
    <message>
        <source>Leave the place or erase tool</source>
        <translation>Выйти из инструмента укладки или стирания</translation>
    </message>
    <message>
        <source>Right-click or Esc</source>
        <translation>Правая кнопка мыши или Esc</translation>
    </message>
    <message>
        <source>Turn the tile under the pointer</source>
        <translation>Повернуть фрагмент под указателем</translation>
    </message>
    <message>
        <source>Shift+wheel</source>
        <translation>Shift+колесо</translation>
    </message>
    <message>
        <source>Select more tiles</source>
        <translation>Выделить несколько фрагментов</translation>
    </message>
    <message>
        <source>Ctrl+click, or drag a band</source>
        <translation>Ctrl+щелчок или рамка</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Масштаб</translation>
    </message>
    <message>
        <source>Wheel or pinch</source>
        <translation>Колесо или щипок</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Сдвиг вида</translation>
    </message>
    <message>
        <source>Middle button, or Space+drag</source>
        <translation>Средняя кнопка или Пробел+перетаскивание</translation>
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
        <translation>%1</translation>
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
    <message>
        <source>Track name (%1?)</source>
        <translation>Название трассы (%1?)</translation>
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
        <translation>Таблица подсчёта</translation>
    </message>
    <message>
        <source>Score Sheet — %1</source>
        <translation>Таблица подсчёта — %1</translation>
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
    <name>Pacenotes::SoloTimingDataModel</name>
    <message>
        <source>End of the turn</source>
        <translation>Конец хода</translation>
    </message>
    <message>
        <source>Each Focus token left (taken off)</source>
        <translation>Каждый оставшийся жетон концентрации (вычитается)</translation>
    </message>
    <message>
        <source>In gear %1</source>
        <translation>На передаче %1</translation>
    </message>
    <message>
        <source>The seconds each Focus token left at the end of the lap takes off the track time.</source>
        <translation>Секунды, которые каждый оставшийся в конце круга жетон концентрации снимает со времени трассы.</translation>
    </message>
    <message>
        <source>The seconds a turn adds to the track time when it ends in gear %1.</source>
        <translation>Секунды, которые ход добавляет ко времени трассы, если он закончился на передаче %1.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::SpaceCell</name>
    <message>
        <source>Speed limit (— for none)</source>
        <translation>Ограничение скорости (— если нет)</translation>
    </message>
    <message>
        <source>!</source>
        <translation>!</translation>
    </message>
    <message>
        <source>water</source>
        <translation>брод</translation>
    </message>
    <message>
        <source>Dangerous corner: at the limit the car takes a hazard (GT p. 11)</source>
        <translation>Опасный поворот: на пределе ограничения автомобиль получает ⚠ (GT, с. 11)</translation>
    </message>
    <message>
        <source>Water hazard (DIRT p. 14)</source>
        <translation>Брод (DIRT, с. 14)</translation>
    </message>
    <message>
        <source>Jump value (— for none)</source>
        <translation>Значение трамплина (— если нет)</translation>
    </message>
    <message>
        <source>jump </source>
        <translation>трамплин </translation>
    </message>
    <message>
        <source>no jump</source>
        <translation>нет трамплина</translation>
    </message>
    <message>
        <source>colour?</source>
        <translation>цвет?</translation>
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
        <source>The tile&apos;s danger colour (for the Damage tokens of a Loss of Control)</source>
        <translation>Уровень опасности фрагмента (для жетонов повреждения при потере управления)</translation>
    </message>
    <message>
        <source>car</source>
        <translation>авто</translation>
    </message>
    <message>
        <source>Another car (or an obstacle) is on this space</source>
        <translation>На этом поле другой автомобиль (или препятствие)</translation>
    </message>
</context>
<context>
    <name>Pacenotes::SpaceEditor</name>
    <message>
        <source>&amp;Limit</source>
        <translation>&amp;Ограничение</translation>
    </message>
    <message>
        <source>The speed limit printed on the space (in a circle, or in a triangle for a dangerous corner); — for none</source>
        <translation>Ограничение скорости, напечатанное на клетке (в круге, или в треугольнике для опасного поворота); — если его нет</translation>
    </message>
    <message>
        <source>▲ Dangerous</source>
        <translation>▲ Опасный</translation>
    </message>
    <message>
        <source>The limit is in a triangle with “!”: a dangerous corner</source>
        <translation>Ограничение в треугольнике с «!»: опасный поворот</translation>
    </message>
    <message>
        <source>Sharp</source>
        <translation>Резкий</translation>
    </message>
    <message>
        <source>A sharp-corner space, with dotted lines at its ends</source>
        <translation>Клетка резкого поворота, с пунктирными линиями по краям</translation>
    </message>
    <message>
        <source>Dotted li&amp;ne</source>
        <translation>Пунктирная &amp;линия</translation>
    </message>
    <message>
        <source>Entering this space crossed a sharp corner&apos;s dotted line straight on (same lane)</source>
        <translation>Въезжая на эту клетку, автомобиль пересёк пунктирную линию резкого поворота прямо (по той же полосе)</translation>
    </message>
    <message>
        <source>not crossed</source>
        <translation>не пересечена</translation>
    </message>
    <message>
        <source>crossed, %1</source>
        <translation>пересечена, %1</translation>
    </message>
    <message>
        <source>crossed, “!”</source>
        <translation>пересечена, «!»</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>&amp;Alongside</source>
        <translation>&amp;Рядом</translation>
    </message>
    <message>
        <source>Another car level with this space, and the gear on its marker</source>
        <translation>Другой автомобиль на одной линии с этой клеткой и передача на его жетоне</translation>
    </message>
    <message>
        <source>no car</source>
        <translation>никого</translation>
    </message>
    <message>
        <source>a car in gear %1</source>
        <translation>автомобиль на передаче %1</translation>
    </message>
    <message>
        <source>a car beside the track</source>
        <translation>автомобиль у трассы</translation>
    </message>
    <message>
        <source>Occupied</source>
        <translation>Занято</translation>
    </message>
    <message>
        <source>A car or an obstacle is on this space</source>
        <translation>На этой клетке автомобиль или препятствие</translation>
    </message>
    <message>
        <source>Yellow Flag</source>
        <translation>Жёлтый флаг</translation>
    </message>
    <message>
        <source>The space is on a Yellow Flag tile or the tile before or after it</source>
        <translation>Клетка на фрагменте с жёлтым флагом или на фрагменте перед ним или после него</translation>
    </message>
    <message>
        <source>Triple lane</source>
        <translation>Три полосы</translation>
    </message>
    <message>
        <source>A corner space of a triple-lane corner</source>
        <translation>Клетка поворота с тремя полосами</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Ход</translation>
    </message>
    <message>
        <source>How the car moves into this space from the one before</source>
        <translation>Как автомобиль переходит на эту клетку с предыдущей</translation>
    </message>
    <message>
        <source>straight on</source>
        <translation>прямо</translation>
    </message>
    <message>
        <source>diagonally</source>
        <translation>по диагонали</translation>
    </message>
    <message>
        <source>outwards</source>
        <translation>наружу</translation>
    </message>
    <message>
        <source>sideways</source>
        <translation>вбок</translation>
    </message>
    <message>
        <source>backwards</source>
        <translation>назад</translation>
    </message>
    <message>
        <source>Finish line</source>
        <translation>Финишная черта</translation>
    </message>
    <message>
        <source>Moving into this space crosses the finish line</source>
        <translation>Переход на эту клетку пересекает финишную черту</translation>
    </message>
    <message>
        <source>&amp;Road</source>
        <translation>&amp;Покрытие</translation>
    </message>
    <message>
        <source>as the stage</source>
        <translation>как у спецучастка</translation>
    </message>
    <message>
        <source>C&amp;orner</source>
        <translation>П&amp;оворот</translation>
    </message>
    <message>
        <source>no corner</source>
        <translation>не поворот</translation>
    </message>
    <message>
        <source>inside line</source>
        <translation>внутренняя траектория</translation>
    </message>
    <message>
        <source>outside line</source>
        <translation>внешняя траектория</translation>
    </message>
    <message>
        <source>New corner</source>
        <translation>Новый поворот</translation>
    </message>
    <message>
        <source>This space starts another corner than the space before</source>
        <translation>С этой клетки начинается другой поворот, чем на предыдущей</translation>
    </message>
    <message>
        <source>Car in corner</source>
        <translation>Автомобиль в повороте</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>on the inside</source>
        <translation>по внутренней</translation>
    </message>
    <message>
        <source>on the outside</source>
        <translation>по внешней</translation>
    </message>
    <message>
        <source>S&amp;lide</source>
        <translation>&amp;Занос</translation>
    </message>
    <message>
        <source>no slide zone</source>
        <translation>не зона заноса</translation>
    </message>
    <message>
        <source>slide zone, not sliding</source>
        <translation>зона заноса, без заноса</translation>
    </message>
    <message>
        <source>sliding</source>
        <translation>занос</translation>
    </message>
    <message>
        <source>Car sliding</source>
        <translation>Автомобиль в заносе</translation>
    </message>
    <message>
        <source>Another car is sliding in this zone</source>
        <translation>В этой зоне в заносе другой автомобиль</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Срезка</translation>
    </message>
    <message>
        <source>A shortcut space: a token is drawn for it</source>
        <translation>Клетка срезки: за неё тянут жетон</translation>
    </message>
    <message>
        <source>“−1” tokens</source>
        <translation>Жетоны «−1»</translation>
    </message>
    <message>
        <source>“−1” tokens lying on this tile: they lower its corner limits</source>
        <translation>Жетоны «−1» на этом фрагменте: они снижают ограничения его поворотов</translation>
    </message>
    <message>
        <source>&amp;Jump</source>
        <translation>&amp;Трамплин</translation>
    </message>
    <message>
        <source>A jump space and its value</source>
        <translation>Клетка трамплина и его значение</translation>
    </message>
    <message>
        <source>Landing: limit</source>
        <translation>Приземление: ограничение</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Брод</translation>
    </message>
    <message>
        <source>A water hazard: the movement stops here</source>
        <translation>Брод: движение здесь останавливается</translation>
    </message>
    <message>
        <source>Space %1:</source>
        <translation>Клетка %1:</translation>
    </message>
    <message>
        <source>Lay a die to describe its space.</source>
        <translation>Выложите кубик, чтобы описать его клетку.</translation>
    </message>
    <message>
        <source>Danger co&amp;lour</source>
        <translation>&amp;Уровень опасности</translation>
    </message>
    <message>
        <source>The tile&apos;s danger colour: it decides the damage after a Loss of Control, and can be given until the turn is played</source>
        <translation>Уровень опасности фрагмента: от него зависят повреждения после потери управления; его можно указать, пока ход не сыгран</translation>
    </message>
</context>
<context>
    <name>Pacenotes::SpaceLibrary</name>
    <message>
        <source>My tile spaces</source>
        <translation>Мои клетки фрагментов</translation>
    </message>
    <message>
        <source>Templates shipped with Pacenotes</source>
        <translation>Шаблоны из поставки Pacenotes</translation>
    </message>
    <message>
        <source>Your tile space data could not be read (%1); only the templates are used.</source>
        <translation>Ваши данные о клетках фрагментов не удалось прочитать (%1); используются только шаблоны.</translation>
    </message>
    <message>
        <source>Your tile space data could not be read (%1). It was kept as %2, and you start with empty data.</source>
        <translation>Ваши данные о клетках фрагментов не удалось прочитать (%1). Файл сохранён как %2, работа начинается с пустыми данными.</translation>
    </message>
    <message>
        <source>Your tile space data could not be read (%1), nor set aside; it is left as it is and changes cannot be saved.</source>
        <translation>Ваши данные о клетках фрагментов не удалось ни прочитать (%1), ни отложить; файл оставлен как есть, изменения сохранить нельзя.</translation>
    </message>
    <message>
        <source>Your tile space data has no file it can be saved to.</source>
        <translation>Для ваших данных о клетках фрагментов нет файла, в который их можно сохранить.</translation>
    </message>
    <message>
        <source>Your tile space data %1 was written by a newer Pacenotes (%2). It is left as it is and not used: only the templates are, and changes cannot be saved until you open it with that Pacenotes.</source>
        <translation>Ваши данные о клетках фрагментов %1 записаны более новой версией Pacenotes (%2). Файл оставлен как есть и не используется: используются только шаблоны, а изменения нельзя сохранить, пока вы не откроете его в той версии Pacenotes.</translation>
    </message>
    <message>
        <source>Your tile space data %1 cannot be opened now (%2). It is left as it is: only the templates are used, and changes cannot be saved until it can be read again.</source>
        <translation>Ваши данные о клетках фрагментов %1 сейчас не открываются (%2). Файл оставлен как есть: используются только шаблоны, а изменения нельзя сохранить, пока его снова не удастся прочитать.</translation>
    </message>
    <message>
        <source>Tile pictures read for Pacenotes</source>
        <translation>Изображения фрагментов, прочитанные для Pacenotes</translation>
    </message>
</context>
<context>
    <name>Pacenotes::SpaceMarksPanel</name>
    <message>
        <source>Speed limit</source>
        <translation>Ограничение скорости</translation>
    </message>
    <message>
        <source>In a triangle with “!”</source>
        <translation>В треугольнике с «!»</translation>
    </message>
    <message>
        <source>Sharp corner: dotted lines</source>
        <translation>Резкий поворот: пунктирные линии</translation>
    </message>
    <message>
        <source>Triple-lane corner</source>
        <translation>Поворот с тройной полосой</translation>
    </message>
    <message>
        <source>Danger colour</source>
        <translation>Цвет опасности</translation>
    </message>
    <message>
        <source>Road type</source>
        <translation>Покрытие</translation>
    </message>
    <message>
        <source>Corner</source>
        <translation>Поворот</translation>
    </message>
    <message>
        <source>Corner line</source>
        <translation>Траектория в повороте</translation>
    </message>
    <message>
        <source>Slide zone</source>
        <translation>Зона заноса</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Срезка</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Трамплин</translation>
    </message>
    <message>
        <source>Water hazard</source>
        <translation>Брод</translation>
    </message>
    <message>
        <source>Starting-grid spot</source>
        <translation>Место на стартовой решётке</translation>
    </message>
    <message>
        <source>Pit lane</source>
        <translation>Полоса пит-стопа</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>not a sharp corner</source>
        <translation>не резкий поворот</translation>
    </message>
    <message>
        <source>id, e.g. 1</source>
        <translation>номер, например 1</translation>
    </message>
    <message>
        <source>the tile&apos;s</source>
        <translation>как у фрагмента</translation>
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
        <source>not a corner space</source>
        <translation>не клетка поворота</translation>
    </message>
    <message>
        <source>inside</source>
        <translation>внутренняя</translation>
    </message>
    <message>
        <source>outside (drifting)</source>
        <translation>внешняя (в заносе)</translation>
    </message>
    <message>
        <source>Click a space to mark it (Ctrl+click or drag a frame for several), or drag a marking from the toolbar onto a space.</source>
        <translation>Щёлкните клетку, чтобы её отметить (Ctrl+щелчок или рамка — несколько клеток), или перетащите отметку с панели на клетку.</translation>
    </message>
    <message numerus="yes">
        <source>%n space(s) selected: %1</source>
        <translation>
            <numerusform>Выбрана %n клетка: %1</numerusform>
            <numerusform>Выбраны %n клетки: %1</numerusform>
            <numerusform>Выбрано %n клеток: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Climb arrows</source>
        <translation>Стрелки подъёма</translation>
    </message>
    <message>
        <source>Dotted lines at</source>
        <translation>Пунктирные линии</translation>
    </message>
    <message>
        <source>Uncertain</source>
        <translation>Недостоверно</translation>
    </message>
    <message>
        <source>both ends</source>
        <translation>с обоих концов</translation>
    </message>
    <message>
        <source>the end towards the road&apos;s first edge</source>
        <translation>с конца у первого края дороги</translation>
    </message>
    <message>
        <source>the end towards the road&apos;s last edge</source>
        <translation>с конца у последнего края дороги</translation>
    </message>
    <message>
        <source>+1</source>
        <translation>+1</translation>
    </message>
    <message>
        <source>−1</source>
        <translation>−1</translation>
    </message>
    <message>
        <source>The space or its markings are not certain: the referee says so when a move uses it. Clear it once you have checked the space on your tile.</source>
        <translation>Клетка или её отметки недостоверны: судья сообщает об этом, когда ход проходит через неё. Снимите флажок, когда проверите клетку на своём фрагменте.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::SpaceMergeDialog</name>
    <message>
        <source>Import Tile Spaces</source>
        <translation>Импорт клеток фрагментов</translation>
    </message>
    <message numerus="yes">
        <source>“%1”: %2 new tile side(s) will be added, %3 are the same as yours. %n side(s) differ from yours: choose for each which to keep.</source>
        <translation>
            <numerusform>«%1»: новых сторон фрагментов будет добавлено: %2, совпадают с вашими: %3. %n сторона отличается от вашей: выберите, что оставить.</numerusform>
            <numerusform>«%1»: новых сторон фрагментов будет добавлено: %2, совпадают с вашими: %3. %n стороны отличаются от ваших: для каждой выберите, что оставить.</numerusform>
            <numerusform>«%1»: новых сторон фрагментов будет добавлено: %2, совпадают с вашими: %3. %n сторон отличаются от ваших: для каждой выберите, что оставить.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Yours&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ваше&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;In the pack&lt;/b&gt;</source>
        <translation>&lt;b&gt;В наборе&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>Оставить моё</translation>
    </message>
    <message>
        <source>Take theirs</source>
        <translation>Взять из набора</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Импортировать</translation>
    </message>
    <message>
        <source>Keep All Mine</source>
        <translation>Оставить всё моё</translation>
    </message>
    <message>
        <source>Take All Theirs</source>
        <translation>Взять всё из набора</translation>
    </message>
    <message numerus="yes">
        <source>%n space(s)</source>
        <translation>
            <numerusform>%n клетка</numerusform>
            <numerusform>%n клетки</numerusform>
            <numerusform>%n клеток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marked</source>
        <translation>
            <numerusform>%n с отметками</numerusform>
            <numerusform>%n с отметками</numerusform>
            <numerusform>%n с отметками</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pacenotes::SpaceSidePanel</name>
    <message>
        <source>The data is</source>
        <translation>Данные</translation>
    </message>
    <message>
        <source>Spaces per lane</source>
        <translation>Клеток на полосе</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Заметка</translation>
    </message>
    <message>
        <source>Sets the same number of spaces on every lane of this road.</source>
        <translation>Задаёт одинаковое число клеток на всех полосах этой дороги.</translation>
    </message>
    <message>
        <source>Road %1 (%2), all lanes</source>
        <translation>Дорога %1 (%2), все полосы</translation>
    </message>
    <message>
        <source>    lane %1 (from %2)</source>
        <translation>    полоса %1 (от %2)</translation>
    </message>
    <message>
        <source>Choose a tile side in the list.</source>
        <translation>Выберите сторону фрагмента в списке.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, %3, %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2, %3, %4</translation>
    </message>
    <message>
        <source>A template: the spaces are a guess from the tile&apos;s shape and nothing is marked. Count the spaces of your own tile, mark its limits and lines, then say whether you measured it or estimated it.</source>
        <translation>Шаблон: клетки прикинуты по форме фрагмента, и ничего не отмечено. Посчитайте клетки на своём фрагменте, отметьте ограничения и линии, затем укажите, сняли вы данные с фрагмента или оценили.</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>разное</translation>
    </message>
    <message>
        <source>Read from the picture %1 (Rekee&apos;s tile pictures), twice and independently, disagreements settled by a third look.</source>
        <translation>Прочитано с изображения %1 (изображения фрагментов Rekee) дважды и независимо, расхождения решены третьим просмотром.</translation>
    </message>
    <message numerus="yes">
        <source>%n space(s) stay uncertain (a dotted ring and “?”): check them on your tile.</source>
        <translation>
            <numerusform>%n клетка остаётся недостоверной (пунктирное кольцо и «?»): проверьте её на своём фрагменте.</numerusform>
            <numerusform>%n клетки остаются недостоверными (пунктирное кольцо и «?»): проверьте их на своём фрагменте.</numerusform>
            <numerusform>%n клеток остаются недостоверными (пунктирное кольцо и «?»): проверьте их на своём фрагменте.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every space was read with certainty.</source>
        <translation>Каждая клетка прочитана достоверно.</translation>
    </message>
    <message>
        <source>Correct anything and save: your data is then “measured” and used instead.</source>
        <translation>Исправьте что нужно и сохраните: ваши данные станут «снятыми с фрагмента» и будут использоваться вместо этих.</translation>
    </message>
    <message>
        <source>The reading of this count is uncertain; set the count of your tile.</source>
        <translation>Число клеток прочитано недостоверно; укажите число на своём фрагменте.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::SpaceSidesModel</name>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>template</source>
        <translation>шаблон</translation>
    </message>
    <message>
        <source>estimated</source>
        <translation>оценка</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>снято с фрагмента</translation>
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
        <source>Only a template: the number of spaces is a guess from the tile&apos;s shape and it has no markings. Count and mark your own tile.</source>
        <translation>Только шаблон: число клеток прикинуто по форме фрагмента, отметок нет. Посчитайте и отметьте клетки своего фрагмента.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Roads</source>
        <translation>Дороги</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Клетки</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Откуда</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <source>read from picture</source>
        <translation>прочитано с изображения</translation>
    </message>
    <message numerus="yes">
        <source>%n uncertain</source>
        <translation>
            <numerusform>%n недостоверная</numerusform>
            <numerusform>%n недостоверные</numerusform>
            <numerusform>%n недостоверных</numerusform>
        </translation>
    </message>
    <message>
        <source>Some spaces or markings were read uncertain off the picture: check them on your tile.</source>
        <translation>Некоторые клетки или отметки прочитаны с изображения недостоверно: проверьте их на своём фрагменте.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::SpacesActions</name>
    <message>
        <source>&amp;Spaces</source>
        <translation>&amp;Клетки</translation>
    </message>
    <message>
        <source>&amp;Tile Spaces Editor…</source>
        <translation>&amp;Редактор клеток фрагментов…</translation>
    </message>
    <message>
        <source>Count and mark the spaces of your tiles: speed limits, dotted lines, corners…</source>
        <translation>Посчитайте и отметьте клетки своих фрагментов: ограничения скорости, пунктирные линии, повороты…</translation>
    </message>
    <message>
        <source>&amp;Import Tile Space Pack…</source>
        <translation>&amp;Импорт набора клеток…</translation>
    </message>
    <message>
        <source>&amp;Export My Tile Spaces…</source>
        <translation>&amp;Экспорт моих клеток фрагментов…</translation>
    </message>
    <message>
        <source>Show Tiles &amp;Without Space Data</source>
        <translation>Показать фрагменты &amp;без данных о клетках</translation>
    </message>
    <message>
        <source>&amp;Drive Mode</source>
        <translation>&amp;Режим вождения</translation>
    </message>
    <message>
        <source>Put cars on the track&apos;s spaces, click their moves and let the referee rule on them</source>
        <translation>Поставьте автомобили на клетки трассы, щёлкайте их ходы, а судья их оценит</translation>
    </message>
</context>
<context>
    <name>Pacenotes::SpacesDocument</name>
    <message>
        <source>Only spaces on the road can be split.</source>
        <translation>Разделить можно только клетку на дороге.</translation>
    </message>
    <message>
        <source>Choose two or more spaces one after the other in a lane.</source>
        <translation>Выберите две или больше клеток подряд на одной полосе.</translation>
    </message>
    <message>
        <source>Only spaces one after the other in the same lane can be merged.</source>
        <translation>Объединить можно только клетки, идущие подряд на одной полосе.</translation>
    </message>
    <message>
        <source>Slide zones are a Rallyman: DIRT marking.</source>
        <translation>Зоны заноса бывают только в Rallyman: DIRT.</translation>
    </message>
    <message>
        <source>Choose spaces of one road: the slide zone covers the stretch they cover.</source>
        <translation>Выберите клетки одной дороги: зона заноса займёт тот же участок.</translation>
    </message>
    <message>
        <source>Choose the spaces the slide zone covers.</source>
        <translation>Выберите клетки, которые займёт зона заноса.</translation>
    </message>
    <message>
        <source>Shortcuts are a Rallyman: DIRT marking.</source>
        <translation>Срезки бывают только в Rallyman: DIRT.</translation>
    </message>
    <message>
        <source>Choose the spaces the shortcut leaves from and comes back to (at least two).</source>
        <translation>Выберите клетки, с которых срезка начинается и на которые возвращается (не меньше двух).</translation>
    </message>
    <message>
        <source>Spaces of a lane go by the lane&apos;s count; only slide zones and shortcuts are removed.</source>
        <translation>Клетки полосы задаются числом клеток на полосе; удалить можно только зоны заноса и срезки.</translation>
    </message>
    <message>
        <source>The start/finish line goes between two spaces of a start/finish tile: choose the space just past it.</source>
        <translation>Линия старта/финиша проходит между двумя клетками фрагмента старта/финиша: выберите клетку сразу за ней.</translation>
    </message>
    <message>
        <source>Tile side %1 does not have the roads and lanes of %2.</source>
        <translation>У стороны фрагмента %1 не такие дороги и полосы, как у %2.</translation>
    </message>
    <message>
        <source>Copied from %1 with its markings.</source>
        <translation>Скопировано с %1 вместе с отметками.</translation>
    </message>
    <message>
        <source>Spaces copied from %1; markings not copied.</source>
        <translation>Клетки скопированы с %1; отметки не копировались.</translation>
    </message>
    <message>
        <source>Corrected from the reading of %1.</source>
        <translation>Исправлено по прочтению %1.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::SpacesPreview</name>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>нет данных</translation>
    </message>
</context>
<context>
    <name>Pacenotes::StageBreakDialog</name>
    <message>
        <source>After stage %1</source>
        <translation>После спецучастка %1</translation>
    </message>
    <message>
        <source>The stage had the Assistance tile: every car is repaired and gets its spare tyre back (%1).</source>
        <translation>На спецучастке был фрагмент технической помощи: все автомобили отремонтированы и получают запасное колесо обратно (%1).</translation>
    </message>
    <message>
        <source>No Assistance after this stage: damage is carried into the next one, unless a car uses its spare tyre now (%1).</source>
        <translation>После этого спецучастка технической помощи нет: повреждения переходят на следующий, если автомобиль сейчас не поставит запасное колесо (%1).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Car&lt;/b&gt;</source>
        <translation>&lt;b&gt;Автомобиль&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stage&lt;/b&gt;</source>
        <translation>&lt;b&gt;Спецучасток&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Spare tyre&lt;/b&gt;</source>
        <translation>&lt;b&gt;Запасное колесо&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Penalty tokens&lt;/b&gt;</source>
        <translation>&lt;b&gt;Штрафные жетоны&lt;/b&gt;</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>use it now</source>
        <translation>поставить сейчас</translation>
    </message>
    <message>
        <source>One Coast Damage token less, no time added; the card comes back only with Assistance</source>
        <translation>На один жетон повреждения двигателя меньше, время не добавляется; карта возвращается только при технической помощи</translation>
    </message>
    <message>
        <source> × 5 s</source>
        <translation> × 5 с</translation>
    </message>
    <message>
        <source>Checkpoints: each 5-second token taken now starts the car later on the next stage (%1).</source>
        <translation>Контрольные пункты: каждый взятый сейчас 5-секундный жетон отодвигает старт автомобиля на следующем спецучастке (%1).</translation>
    </message>
    <message>
        <source>Start stage %1</source>
        <translation>Начать спецучасток %1</translation>
    </message>
</context>
<context>
    <name>Pacenotes::StageResultsModel</name>
    <message>
        <source>RET %1</source>
        <translation>СХОД %1</translation>
    </message>
    <message>
        <source>RET</source>
        <translation>СХОД</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Stage %1: classification</source>
        <translation>Спецучасток %1: итоги</translation>
    </message>
    <message>
        <source>Stage %1 (%2): classification</source>
        <translation>Спецучасток %1 (%2): итоги</translation>
    </message>
    <message>
        <source>Retired: the slowest finishing time of the stage plus 1:00 (%1).</source>
        <translation>Сход: время самого медленного финишировавшего на спецучастке плюс 1:00 (%1).</translation>
    </message>
    <message>
        <source>With %1 of checkpoint penalty.</source>
        <translation>Со штрафом контрольного пункта %1.</translation>
    </message>
    <message>
        <source>Provisional: not every time is known yet.</source>
        <translation>Предварительно: ещё известно не всё время.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Stage time</source>
        <translation>Время СУ</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Общее время</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Место в ралли</translation>
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
    <name>Pacenotes::TileSpacesWindow</name>
    <message>
        <source>Tile Spaces</source>
        <translation>Клетки фрагментов</translation>
    </message>
    <message>
        <source>Select the spaces to mark first, or drag the marking onto a space.</source>
        <translation>Сначала выберите клетки, которые нужно отметить, или перетащите отметку на клетку.</translation>
    </message>
    <message>
        <source>Filter: side, road, template, measured…</source>
        <translation>Фильтр: сторона, дорога, шаблон, снято…</translation>
    </message>
    <message>
        <source>Tile Sides</source>
        <translation>Стороны фрагментов</translation>
    </message>
    <message>
        <source>This Side</source>
        <translation>Эта сторона</translation>
    </message>
    <message>
        <source>Markings</source>
        <translation>Отметки</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <source>&amp;Pack</source>
        <translation>&amp;Набор</translation>
    </message>
    <message>
        <source>&amp;Import Pack…</source>
        <translation>&amp;Импорт набора…</translation>
    </message>
    <message>
        <source>&amp;Export My Tile Spaces…</source>
        <translation>&amp;Экспорт моих клеток фрагментов…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Split Space</source>
        <translation>&amp;Разделить клетку</translation>
    </message>
    <message>
        <source>Select one space to split.</source>
        <translation>Выберите одну клетку, чтобы её разделить.</translation>
    </message>
    <message>
        <source>&amp;Merge Spaces</source>
        <translation>&amp;Объединить клетки</translation>
    </message>
    <message>
        <source>Add S&amp;lide Zone</source>
        <translation>Добавить зону &amp;заноса</translation>
    </message>
    <message>
        <source>Add Shor&amp;tcut</source>
        <translation>Добавить &amp;срезку</translation>
    </message>
    <message>
        <source>&amp;Remove Slide Zone or Shortcut</source>
        <translation>&amp;Удалить зону заноса или срезку</translation>
    </message>
    <message>
        <source>Start/Finish &amp;Line Before This Space</source>
        <translation>&amp;Линия старта/финиша перед этой клеткой</translation>
    </message>
    <message>
        <source>Select the space just past the line.</source>
        <translation>Выберите клетку сразу за линией.</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Выбрать &amp;все</translation>
    </message>
    <message>
        <source>&amp;Side</source>
        <translation>&amp;Сторона</translation>
    </message>
    <message>
        <source>&amp;Save to My Tile Spaces</source>
        <translation>&amp;Сохранить в мои клетки фрагментов</translation>
    </message>
    <message>
        <source>Start Again from the &amp;Template</source>
        <translation>Начать заново с &amp;шаблона</translation>
    </message>
    <message>
        <source>&amp;Forget My Data for This Side…</source>
        <translation>&amp;Забыть мои данные для этой стороны…</translation>
    </message>
    <message>
        <source>Forget My Data</source>
        <translation>Забыть мои данные</translation>
    </message>
    <message>
        <source>Remove your space data for %1 from your tile spaces? The template applies again.</source>
        <translation>Удалить ваши данные о клетках для %1? Снова будет действовать шаблон.</translation>
    </message>
    <message>
        <source>&amp;Copy to Other Sides…</source>
        <translation>&amp;Копировать на другие стороны…</translation>
    </message>
    <message>
        <source>Editing</source>
        <translation>Правка</translation>
    </message>
    <message>
        <source>%1%2 — Tile Spaces</source>
        <translation>%1%2 — Клетки фрагментов</translation>
    </message>
    <message>
        <source>Consistent with the tile catalog: every lane reaches its edges, every road has spaces.</source>
        <translation>Согласовано с каталогом фрагментов: каждая полоса доходит до своих краёв, у каждой дороги есть клетки.</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>Save your changes to the spaces of %1?</source>
        <translation>Сохранить изменения клеток %1?</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>Не удалось сохранить</translation>
    </message>
    <message>
        <source>Saved the spaces of %1 to your tile spaces.</source>
        <translation>Клетки %1 сохранены в ваши клетки фрагментов.</translation>
    </message>
    <message>
        <source>Cannot Copy</source>
        <translation>Не удалось скопировать</translation>
    </message>
    <message>
        <source>Copied to %1.</source>
        <translation>Скопировано на %1.</translation>
    </message>
    <message>
        <source>Import Tile Spaces</source>
        <translation>Импорт клеток фрагментов</translation>
    </message>
    <message>
        <source>Tile space packs (*.pnspaces);;All files (*)</source>
        <translation>Наборы клеток фрагментов (*.pnspaces);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Cannot Import</source>
        <translation>Не удалось импортировать</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n tile side(s) from “%1”.</source>
        <translation>
            <numerusform>Импортирована %n сторона фрагмента из «%1».</numerusform>
            <numerusform>Импортированы %n стороны фрагментов из «%1».</numerusform>
            <numerusform>Импортировано %n сторон фрагментов из «%1».</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Tile Spaces</source>
        <translation>Экспорт клеток фрагментов</translation>
    </message>
    <message>
        <source>Tile space packs (*.pnspaces)</source>
        <translation>Наборы клеток фрагментов (*.pnspaces)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Экспортировано в %1.</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>Не удалось экспортировать</translation>
    </message>
    <message>
        <source>Mark as &amp;Certain</source>
        <translation>Пометить как &amp;достоверное</translation>
    </message>
    <message>
        <source>You checked these spaces on your tile: their count and markings are no longer in doubt.</source>
        <translation>Вы проверили эти клетки на своём фрагменте: их число и отметки больше не под сомнением.</translation>
    </message>
    <message>
        <source>Mark as U&amp;ncertain</source>
        <translation>Пометить как &amp;недостоверное</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Picture Under the Spaces from a Folder…</source>
        <translation>&amp;Изображение под клетками из папки…</translation>
    </message>
    <message>
        <source>&amp;Next Picture of This Side</source>
        <translation>&amp;Следующее изображение этой стороны</translation>
    </message>
    <message>
        <source>Show the &amp;Drawing</source>
        <translation>Показать &amp;рисунок</translation>
    </message>
    <message>
        <source>Pictures of Your Tiles</source>
        <translation>Изображения ваших фрагментов</translation>
    </message>
    <message>
        <source>No Tile Pictures</source>
        <translation>Нет изображений фрагментов</translation>
    </message>
    <message>
        <source>No pictures named by tile side (like 103b.jpg, 205A.png or tile-112b-1.webp) were found in %1.</source>
        <translation>В %1 не найдено изображений, названных по стороне фрагмента (например, 103b.jpg, 205A.png или tile-112b-1.webp).</translation>
    </message>
    <message>
        <source>Under the spaces: %1 (picture %2 of %3; View ▸ Next Picture shows the next).</source>
        <translation>Под клетками: %1 (изображение %2 из %3; Вид ▸ Следующее изображение показывает следующее).</translation>
    </message>
    <message>
        <source>Under the spaces: %1.</source>
        <translation>Под клетками: %1.</translation>
    </message>
</context>
<context>
    <name>Pacenotes::TileThumbnailDelegate</name>
    <message numerus="yes">
        <source>%n too many</source>
        <comment>more copies on the table than the boxes hold</comment>
        <translation>
            <numerusform>%n лишний</numerusform>
            <numerusform>%n лишних</numerusform>
            <numerusform>%n лишних</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pacenotes::TimeCardDataModel</name>
    <message>
        <source>Deck / 0 side</source>
        <translation>Колода / сторона 0</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Секунды</translation>
    </message>
    <message>
        <source>The gear %1 deck: how many cards it has and the seconds on their front; below, the kinds of 0 side its cards show after a Loss of Control, and how many of each.</source>
        <translation>Колода передачи %1: сколько в ней карт и секунды на их лицевой стороне; ниже — виды стороны 0, которые показывают её карты после потери управления, и сколько карт каждого вида.</translation>
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
    <message numerus="yes">
        <source>RX circuit, %n lap(s)</source>
        <translation>
            <numerusform>RX-трасса, %n круг</numerusform>
            <numerusform>RX-трасса, %n круга</numerusform>
            <numerusform>RX-трасса, %n кругов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>RX circuit with joker, %n lap(s)</source>
        <translation>
            <numerusform>RX-трасса с джокером, %n круг</numerusform>
            <numerusform>RX-трасса с джокером, %n круга</numerusform>
            <numerusform>RX-трасса с джокером, %n кругов</numerusform>
        </translation>
    </message>
    <message>
        <source>About This List</source>
        <translation>Об этом списке</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Источник: %1</translation>
    </message>
    <message>
        <source>About this list…</source>
        <translation>Об этом списке…</translation>
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
    <name>Pacenotes::TrackPage</name>
    <message>
        <source>Pick a track in the library, or choose another kind of track.</source>
        <translation>Выберите трассу в библиотеке или другой вариант трассы.</translation>
    </message>
    <message>
        <source>Which circuit?</source>
        <translation>Какая трасса?</translation>
    </message>
    <message>
        <source>Which road for the first stage?</source>
        <translation>Какая трасса на первом спецучастке?</translation>
    </message>
    <message>
        <source>Which stage?</source>
        <translation>Какой спецучасток?</translation>
    </message>
    <message>
        <source>The track open in the designer: %1</source>
        <translation>Трасса, открытая в редакторе: %1</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>без названия</translation>
    </message>
    <message>
        <source>The track open in the designer</source>
        <translation>Трасса, открытая в редакторе</translation>
    </message>
    <message>
        <source>Save the designer&apos;s track first: a game names its track by its file.</source>
        <translation>Сначала сохраните трассу в редакторе: игра ссылается на трассу по её файлу.</translation>
    </message>
    <message>
        <source>The designer holds no track.</source>
        <translation>В редакторе нет трассы.</translation>
    </message>
    <message>
        <source>The designer&apos;s track is a DIRT stage, not a GT circuit.</source>
        <translation>В редакторе спецучасток DIRT, а не трасса GT.</translation>
    </message>
    <message>
        <source>The designer&apos;s track is a GT circuit, not a DIRT stage.</source>
        <translation>В редакторе трасса GT, а не спецучасток DIRT.</translation>
    </message>
    <message>
        <source>A track from the library:</source>
        <translation>Трасса из библиотеки:</translation>
    </message>
    <message>
        <source>A track from the library (not available here)</source>
        <translation>Трасса из библиотеки (здесь недоступна)</translation>
    </message>
    <message>
        <source>Search by title, author or tile</source>
        <translation>Поиск по названию, автору или фрагменту</translation>
    </message>
    <message>
        <source>A ready-made track from the rulebook:</source>
        <translation>Готовая трасса из правил:</translation>
    </message>
    <message>
        <source>No digital track: the players read the real tiles. Its name (optional):</source>
        <translation>Без цифровой трассы: игроки смотрят на настоящие фрагменты. Название (по желанию):</translation>
    </message>
    <message>
        <source>for example, Monte Carlo with friends</source>
        <translation>например, Монте-Карло с друзьями</translation>
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
    <name>Pacenotes::VerdictView</name>
    <message>
        <source>0 %</source>
        <translation>0 %</translation>
    </message>
    <message>
        <source>100 %</source>
        <translation>100 %</translation>
    </message>
    <message>
        <source>&lt; 0.1 %</source>
        <translation>&lt; 0,1 %</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Flat Out</source>
        <translation>«Газ в пол»</translation>
    </message>
    <message>
        <source>One by one</source>
        <translation>По одному</translation>
    </message>
    <message>
        <source>The exact chance of a Loss of Control, counted over every face of every die</source>
        <translation>Точная вероятность потери управления, подсчитанная по всем граням всех кубиков</translation>
    </message>
    <message>
        <source>This car does not move this turn.</source>
        <translation>В этом ходу автомобиль не движется.</translation>
    </message>
    <message>
        <source>Lay the dice as on the board: tap them or press 1–6, C, B, A, L, R.</source>
        <translation>Выкладывайте кубики как на поле: нажимайте на них или клавиши 1–6, C, B, A, L, R.</translation>
    </message>
    <message>
        <source>The game data has no dashboard for this car: nothing can be checked.</source>
        <translation>В игровых данных нет приборной панели для этого автомобиля: проверить нечего.</translation>
    </message>
    <message numerus="yes">
        <source>Not allowed: %n rule(s) broken.</source>
        <translation>
            <numerusform>Нельзя: нарушено %n правило.</numerusform>
            <numerusform>Нельзя: нарушено %n правила.</numerusform>
            <numerusform>Нельзя: нарушено %n правил.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Allowed: %n space(s), ending in gear %1.</source>
        <translation>
            <numerusform>Можно: %n клетка, в конце передача %1.</numerusform>
            <numerusform>Можно: %n клетки, в конце передача %1.</numerusform>
            <numerusform>Можно: %n клеток, в конце передача %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 outcomes in %2</source>
        <translation>%1 исходов из %2</translation>
    </message>
    <message>
        <source>hazard limit %1</source>
        <translation>предел символов ⚠ %1</translation>
    </message>
    <message numerus="yes">
        <source>%n hazard(s) from the track</source>
        <translation>
            <numerusform>%n символ ⚠ от трассы</numerusform>
            <numerusform>%n символа ⚠ от трассы</numerusform>
            <numerusform>%n символов ⚠ от трассы</numerusform>
        </translation>
    </message>
    <message>
        <source>certain Loss of Control on space %1</source>
        <translation>неизбежная потеря управления на клетке %1</translation>
    </message>
    <message numerus="yes">
        <source>Flat Out gains %n Focus token(s)</source>
        <translation>
            <numerusform>«газ в пол» даёт %n жетон концентрации</numerusform>
            <numerusform>«газ в пол» даёт %n жетона концентрации</numerusform>
            <numerusform>«газ в пол» даёт %n жетонов концентрации</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flat Out gains %n Second token(s)</source>
        <translation>
            <numerusform>«газ в пол» даёт %n жетон секунды</numerusform>
            <numerusform>«газ в пол» даёт %n жетона секунды</numerusform>
            <numerusform>«газ в пол» даёт %n жетонов секунды</numerusform>
        </translation>
    </message>
    <message>
        <source>Flying Start stop: %1</source>
        <translation>Остановка при резком старте: %1</translation>
    </message>
    <message>
        <source>crosses the finish line on space %1</source>
        <translation>пересекает финишную черту на клетке %1</translation>
    </message>
    <message numerus="yes">
        <source>securing %n dice</source>
        <translation>
            <numerusform>обезопасить %n кубик</numerusform>
            <numerusform>обезопасить %n кубика</numerusform>
            <numerusform>обезопасить %n кубиков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>costs %n Focus token(s)</source>
        <translation>
            <numerusform>стоит %n жетон концентрации</numerusform>
            <numerusform>стоит %n жетона концентрации</numerusform>
            <numerusform>стоит %n жетонов концентрации</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>costs %n Second token(s)</source>
        <translation>
            <numerusform>стоит %n жетон секунды</numerusform>
            <numerusform>стоит %n жетона секунды</numerusform>
            <numerusform>стоит %n жетонов секунды</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pacenotes::WeatherPage</name>
    <message>
        <source>Starting weather</source>
        <translation>Погода на старте</translation>
    </message>
    <message>
        <source>Every dashboard starts on this side. The rulebook suggests dry weather and asphalt tyres for a first game; after that the players may choose (%1).</source>
        <translation>Все приборные панели лежат этой стороной вверх. Для первой игры правила советуют солнечную погоду и шоссейные шины; потом игроки выбирают сами (%1).</translation>
    </message>
    <message>
        <source>&amp;Dry (sunny)</source>
        <translation>&amp;Солнечная (сухо)</translation>
    </message>
    <message>
        <source>&amp;Wet (rain)</source>
        <translation>&amp;Дождь</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Случайная</translation>
    </message>
    <message>
        <source>The GT rulebook has no random start. Drawn as Rommix&apos;s Weather draws it, a third-party rule (%1): a ten-sided die, 1 to %2 dry, %3 to 10 wet.</source>
        <translation>В правилах GT случайной погоды на старте нет. Она определяется как в «Погоде Rommix», стороннем правиле (%1): десятигранный кубик, от 1 до %2 — солнечно, от %3 до 10 — дождь.</translation>
    </message>
    <message>
        <source>The die shows %1: the game starts in %2.</source>
        <translation>На кубике %1: на старте — %2.</translation>
    </message>
    <message>
        <source>Roll &amp;again</source>
        <translation>&amp;Бросить снова</translation>
    </message>
</context>
<context>
    <name>Pacenotes::WelcomePanel</name>
    <message>
        <source>Welcome to Pacenotes</source>
        <translation>Добро пожаловать в Pacenotes</translation>
    </message>
    <message>
        <source>A companion for Rallyman: GT and Rallyman: DIRT. What would you like to do?</source>
        <translation>Помощник для Rallyman: GT и Rallyman: DIRT. Что вы хотите сделать?</translation>
    </message>
    <message>
        <source>Play a game…</source>
        <translation>Сыграть партию…</translation>
    </message>
    <message>
        <source>Referee a GT race, a GT solo lap, a DIRT stage or a rally at the table: the app checks each move, keeps the order of play, the times and the score sheet.</source>
        <translation>Судить за столом гонку GT, круг GT для одного игрока, спецучасток или ралли DIRT: приложение проверяет каждый ход, следит за очерёдностью хода, временем и протоколом.</translation>
    </message>
    <message>
        <source>Lay out a track</source>
        <translation>Собрать трассу</translation>
    </message>
    <message>
        <source>Open a rulebook track from the library and let the app lay it out, or build your own tile by tile on this table (drag tiles from the palette).</source>
        <translation>Откройте трассу из правил в библиотеке и поручите раскладку приложению или соберите свою, фрагмент за фрагментом, на этом столе (перетаскивайте фрагменты из палитры).</translation>
    </message>
    <message>
        <source>Keep a score sheet</source>
        <translation>Вести протокол</translation>
    </message>
    <message>
        <source>The GT solo sheet or the DIRT rally sheet: fill it in as you play, or print it blank.</source>
        <translation>Таблица подсчёта GT для одного игрока или лист ралли DIRT: заполняйте по ходу игры или напечатайте пустым.</translation>
    </message>
    <message>
        <source>Getting Started (F1)</source>
        <translation>Как начать работу (F1)</translation>
    </message>
    <message>
        <source>Just the designer: this comes back with a new, empty track</source>
        <translation>Только редактор: это окно вернётся с новой, пустой трассой</translation>
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
    <message numerus="yes">
        <source>%1 has results for %n stage(s) of %2.</source>
        <translation>
            <numerusform>У игрока %1 результаты для %n спецучастка из %2.</numerusform>
            <numerusform>У игрока %1 результаты для %n спецучастков из %2.</numerusform>
            <numerusform>У игрока %1 результаты для %n спецучастков из %2.</numerusform>
        </translation>
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
    <message>
        <source>SPARE TYRE</source>
        <translation>ЗАПАСНОЕ КОЛЕСО</translation>
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
    <message>
        <source>#</source>
        <extracomment>The blank position box of the rally sheet: the mark before a position (as in &quot;#3&quot;).</extracomment>
        <translation>№</translation>
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
    <name>ReadingConversion</name>
    <message>
        <source>%1: a “!” with no number, which the space data has no field for.</source>
        <translation>%1: «!» без числа — для него в данных клеток нет поля.</translation>
    </message>
    <message>
        <source>a “!” with no number is printed here</source>
        <translation>здесь напечатан «!» без числа</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The reading is of tile side %1, not %2.</source>
        <translation>Прочтение относится к стороне %1, а не %2.</translation>
    </message>
    <message>
        <source>The reading has %1 roads; tile side %2 has %3.</source>
        <translation>В прочтении дорог: %1; у стороны %2 их %3.</translation>
    </message>
    <message>
        <source>Lane %1 of road %2 is read with %3 space(s), but both of its ends are half spaces: it has at least %4.</source>
        <translation>Полоса %1 дороги %2 прочитана с %3 клетками, но оба её конца — половины клеток: клеток не меньше %4.</translation>
    </message>
    <message>
        <source>Lane %1 of road %2 could not be cut into %3 spaces.</source>
        <translation>Полосу %1 дороги %2 не удалось разделить на %3 клетки.</translation>
    </message>
    <message>
        <source>road %1, lane %2, space %3</source>
        <translation>дорога %1, полоса %2, клетка %3</translation>
    </message>
    <message>
        <source>the lane cannot be seen on the picture: the spaces are the editor&apos;s guess</source>
        <translation>полосу не видно на изображении: клетки — предположение редактора</translation>
    </message>
    <message>
        <source>not drawn as a lane of this road: the spaces are the editor&apos;s guess</source>
        <translation>не нарисована как полоса этой дороги: клетки — предположение редактора</translation>
    </message>
    <message>
        <source>road %1, lane %2: %3</source>
        <translation>дорога %1, полоса %2: %3</translation>
    </message>
    <message>
        <source>A space across lanes %1–%2 of road %3 names space %4 of lane %5, which the reading does not have.</source>
        <translation>Клетка через полосы %1–%2 дороги %3 указывает клетку %4 полосы %5, которой в прочтении нет.</translation>
    </message>
    <message>
        <source>A shortcut of road %1 leaves or rejoins a space the reading does not have.</source>
        <translation>Срезка дороги %1 начинается или заканчивается на клетке, которой в прочтении нет.</translation>
    </message>
    <message>
        <source>road %1, shortcut</source>
        <translation>дорога %1, срезка</translation>
    </message>
    <message>
        <source>The cars drive in from edge %1.</source>
        <translation>Машины въезжают с края %1.</translation>
    </message>
    <message>
        <source>Where the start/finish line lies is uncertain: %1</source>
        <translation>Положение линии старта/финиша недостоверно: %1</translation>
    </message>
    <message>
        <source>Another start/finish line on road %1, after space %2 of lane %3 (the data holds one line).</source>
        <translation>Ещё одна линия старта/финиша на дороге %1, после клетки %2 полосы %3 (в данных хранится одна линия).</translation>
    </message>
    <message>
        <source>A shared space names a space the reading does not have.</source>
        <translation>Общая клетка указывает клетку, которой в прочтении нет.</translation>
    </message>
    <message>
        <source>Read from %1; the variants&apos; markings differ (see below).</source>
        <translation>Прочитано с %1; отметки вариантов различаются (см. ниже).</translation>
    </message>
    <message>
        <source>Read from %1; the other pictures (%2) print the same markings.</source>
        <translation>Прочитано с %1; на других изображениях (%2) те же отметки.</translation>
    </message>
    <message>
        <source>Read from %1.</source>
        <translation>Прочитано с %1.</translation>
    </message>
    <message>
        <source>%1: cannot be read or larger than %2 bytes</source>
        <translation>%1: не читается или больше %2 байт</translation>
    </message>
    <message>
        <source>%1: no driving spaces to read; its template stays.</source>
        <translation>%1: нет клеток для езды; остаётся шаблон.</translation>
    </message>
    <message>
        <source>%1: a second reading of tile side %2</source>
        <translation>%1: второе прочтение стороны %2</translation>
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
        <source>Tyres</source>
        <translation>Шины</translation>
    </message>
    <message>
        <source>Spare tyre</source>
        <translation>Запасное колесо</translation>
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
        <translation>Чёрные кубики передач</translation>
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
        <translation>Жёлтый флаг</translation>
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
        <translation>Очерёдность хода</translation>
    </message>
    <message>
        <source>Order of play</source>
        <translation>Очерёдность хода</translation>
    </message>
    <message>
        <source>Order of play for cars not on the track</source>
        <translation>Очерёдность хода автомобилей вне трассы</translation>
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
    <message>
        <source>Setting up the race</source>
        <translation>Подготовка к гонке</translation>
    </message>
    <message>
        <source>Determining the starting order</source>
        <translation>Определение порядка старта</translation>
    </message>
    <message>
        <source>Rommix&apos;s Weather</source>
        <translation>Погода Rommix</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Ход игры</translation>
    </message>
    <message>
        <source>Table 1: Points by place</source>
        <translation>Таблица 1: очки за места</translation>
    </message>
    <message>
        <source>Multi-Stage Races: GT, Ice and RX races</source>
        <translation>Многоэтапные гонки: гонки GT, Ice и RX</translation>
    </message>
    <message>
        <source>Multi-Stage Races: Rally Races</source>
        <translation>Многоэтапные гонки: ралли</translation>
    </message>
    <message>
        <source>Multi-Stage Races: Climbs</source>
        <translation>Многоэтапные гонки: подъёмы</translation>
    </message>
    <message>
        <source>Multi-Stage Races: Auto Tour</source>
        <translation>Многоэтапные гонки: Автотур</translation>
    </message>
    <message>
        <source>The Spare Tyre</source>
        <translation>Запасное колесо</translation>
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
        <translation>В мешочке повреждений DIRT нет жетонов погоды и жёлтого флага.</translation>
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
        <translation>Зелёный флаг: без последствий.</translation>
    </message>
    <message>
        <source>Yellow Flag: it goes on the tile of the Loss of Control; no car may move alongside another on that tile or the tiles before and after it.</source>
        <translation>Жёлтый флаг: жетон кладётся на фрагмент, где произошла потеря управления; на нём, а также на предыдущем и следующем фрагментах нельзя совершать обгон.</translation>
    </message>
    <message>
        <source>Solo mode: weather tokens count as green flags.</source>
        <translation>Режим для одного игрока: жетоны изменения погоды считаются зелёным флагом.</translation>
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
        <translation>Срезка: OK! Автомобиль прошёл её без повреждений.</translation>
    </message>
    <message>
        <source>Shortcut: a blown tyre — one Coast die fewer each turn, from the next turn.</source>
        <translation>Срезка: пробитое колесо — со следующего хода на один кубик поддержания скорости меньше.</translation>
    </message>
    <message>
        <source>Shortcut: stones and mud — a “−1” token goes on the shortcut&apos;s tile: every corner space of that tile has its limit lowered by 1 (not the shortcut). A limit of 0 closes the space.</source>
        <translation>Срезка: камни и грязь — жетон «−1» кладётся на фрагмент срезки: ограничение скорости на всех клетках поворота этого фрагмента снижается на 1 (на самой срезке — нет). Клетка с ограничением 0 закрыта.</translation>
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
        <translation>Жёлтый флаг</translation>
    </message>
    <message>
        <source>Green flag</source>
        <translation>Зелёный флаг</translation>
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
        <translation>При резком старте с передачи «0» на первую клетку сразу кладётся кубик 2-й передачи.</translation>
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
        <translation>Кубик %1-й передачи не может идти после %2-й передачи: кубики передач меняют передачу на одну вверх или вниз либо сохраняют её.</translation>
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
        <translation>На этой клетке нет кубика: на каждую клетку кладётся один кубик передачи (с кубиками торможения или ускорения), один кубик поддержания скорости, один кубик лидера или один кубик торможения красной зоны.</translation>
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
        <translation>Разворот: автомобиль остаётся на трассе в своей клетке, без повреждений; в начале следующего хода его разворачивают обратно.</translation>
    </message>
    <message numerus="yes">
        <source>Crash: the car goes beside the track next to this space and draws %n Damage token(s) for the tile&apos;s danger colour; it comes back here at the start of its next turn.</source>
        <translation>
            <numerusform>Вылет: автомобиль ставится у трассы рядом с этой клеткой и берёт %n жетон повреждения по уровню опасности фрагмента; в начале следующего хода он возвращается сюда.</numerusform>
            <numerusform>Вылет: автомобиль ставится у трассы рядом с этой клеткой и берёт %n жетона повреждений по уровню опасности фрагмента; в начале следующего хода он возвращается сюда.</numerusform>
            <numerusform>Вылет: автомобиль ставится у трассы рядом с этой клеткой и берёт %n жетонов повреждений по уровню опасности фрагмента; в начале следующего хода он возвращается сюда.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give the tile&apos;s danger colour to count the Damage tokens.</source>
        <translation>Укажите уровень опасности фрагмента, чтобы подсчитать жетоны повреждений.</translation>
    </message>
    <message>
        <source>SISU: the car stays where it lost control, without damage, and starts its next turn in gear %1.</source>
        <translation>СИСУ: автомобиль остаётся там, где потерял управление, без повреждений и начинает следующий ход на передаче %1.</translation>
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
        <translation>Эта карта смоделирована по условным данным (настоящий состав оборотных сторон карт времени не опубликован): за столом переверните настоящую карту и введите её.</translation>
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
        <translation>Этот кубик не бросали или на нём выпала другая грань: кубики выкладываются заново ровно так, как выпали.</translation>
    </message>
    <message>
        <source>Laying the dice out again cannot create or cancel a Flying Start.</source>
        <translation>Перекладывая кубики, нельзя ни добавить, ни отменить резкий старт.</translation>
    </message>
    <message>
        <source>The Loss of Control already happens earlier: the dice after it are not needed.</source>
        <translation>Потеря управления происходит раньше: кубики после неё не нужны.</translation>
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
        <translation>Трамплин переносит кубик вперёд: опишите клетку, куда он приземляется.</translation>
    </message>
    <message>
        <source>The jump would land on another car or an obstacle: it cannot be made.</source>
        <translation>Трамплин приземлил бы автомобиль на другой автомобиль или препятствие: прыжок невозможен.</translation>
    </message>
    <message>
        <source>Jump %1 taken in gear %1: the die moves one space forward.</source>
        <translation>Трамплин %1 на %1-й передаче: кубик переносится на одну клетку вперёд.</translation>
    </message>
    <message>
        <source>Ambiguous: the rulebook makes a hazard on “this die” a Loss of Control; the combined-rules digest counts every die rolled on the jump. The referee counts only the Gear die placed on it.</source>
        <translation>Неоднозначно: в правилах к потере управления ведёт символ ⚠ на «этом кубике»; сводные правила учитывают все кубики, брошенные на трамплине. Судья учитывает только положенный на него кубик передачи.</translation>
    </message>
    <message>
        <source>Jump %1 taken one gear higher: the die moves two spaces forward, and a hazard on it is a Loss of Control where it lands.</source>
        <translation>Трамплин %1 на передачу выше: кубик переносится на две клетки вперёд, и символ ⚠ на нём — потеря управления в месте приземления.</translation>
    </message>
    <message>
        <source>Jump %1 taken two or more gears higher: too much air — the die moves two spaces forward and the car loses control where it lands.</source>
        <translation>Трамплин %1 на две передачи выше и более: слишком высокий прыжок — кубик переносится на две клетки вперёд, и автомобиль теряет управление при приземлении.</translation>
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
        <translation>В правилах сказано, что движение заканчивается «на текущей передаче»: судья берёт передачу кубика, которым автомобиль въехал в брод.</translation>
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
    <message>
        <source>The turn ended on step %1: the results after it are ignored.</source>
        <translation>Ход закончился на шаге %1: результаты после него не учитываются.</translation>
    </message>
    <message numerus="yes">
        <source>Loss of Control: the rolled dice may be laid out again, unchanged, on a legal path that still loses control; it is resolved where the final hazard or track element causes it (%n way(s) along the planned path).</source>
        <translation>
            <numerusform>Потеря управления: брошенные кубики можно выложить заново, не переворачивая, по допустимой траектории, которая всё равно ведёт к потере управления; она разыгрывается там, где её вызвал последний символ ⚠ или элемент трассы (%n вариант на запланированной траектории).</numerusform>
            <numerusform>Потеря управления: брошенные кубики можно выложить заново, не переворачивая, по допустимой траектории, которая всё равно ведёт к потере управления; она разыгрывается там, где её вызвал последний символ ⚠ или элемент трассы (%n варианта на запланированной траектории).</numerusform>
            <numerusform>Потеря управления: брошенные кубики можно выложить заново, не переворачивая, по допустимой траектории, которая всё равно ведёт к потере управления; она разыгрывается там, где её вызвал последний символ ⚠ или элемент трассы (%n вариантов на запланированной траектории).</numerusform>
        </translation>
    </message>
    <message>
        <source>The plan breaks the rules; correct it before resolving the dice.</source>
        <translation>Ход нарушает правила; исправьте его, прежде чем разыгрывать кубики.</translation>
    </message>
    <message>
        <source>Control is lost beyond the finish line: the car has still finished. (DIRT p. 20; the GT rulebook does not say — the combined-rules digest applies the same to GT.)</source>
        <translation>Управление потеряно за финишной чертой: автомобиль всё равно финишировал. (DIRT, стр. 20; в правилах GT об этом не сказано — сводные правила применяют то же к GT.)</translation>
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
        <translation>Потеря управления сразу завершает ход: пит-стоп сразу после неё невозможен.</translation>
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
        <translation>Для пит-стопа нужна клетка на краю трассы, а не в центральной из трёх полос.</translation>
    </message>
    <message>
        <source>A tyre change swaps to a dashboard with other tyres: say which.</source>
        <translation>При замене шин берётся приборная панель с другими шинами: укажите, с какими.</translation>
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
        <source>The spare tyre is fitted at the end of a movement in 1st gear.</source>
        <translation>Запасное колесо ставят в конце движения на 1-й передаче.</translation>
    </message>
    <message>
        <source>There is no Coast damage to repair: the spare tyre would be wasted.</source>
        <translation>Нет повреждения двигателя, которое нужно устранить: запасное колесо пропадёт зря.</translation>
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
        <translation>Автомобили всегда движутся вперёд, прямо или по диагонали, но не вбок и не назад: передняя граница каждой новой клетки должна быть дальше от старта.</translation>
    </message>
    <message>
        <source>On a triple-lane corner the car cannot move outwards from the inside lane into the corner space: it goes straight on and takes the penalties shown.</source>
        <translation>В повороте со сдвоенной полосой нельзя уходить с внутренней полосы наружу при входе в клетку поворота: автомобиль движется прямо и применяет соответствующие эффекты.</translation>
    </message>
    <message numerus="yes">
        <source>Stones and mud close this corner space: %n “−1” token(s) bring its limit of %1 down to nothing.</source>
        <translation>
            <numerusform>Камни и грязь закрывают эту клетку поворота: %n жетон «−1» сводит её ограничение %1 к нулю.</numerusform>
            <numerusform>Камни и грязь закрывают эту клетку поворота: %n жетона «−1» сводят её ограничение %1 к нулю.</numerusform>
            <numerusform>Камни и грязь закрывают эту клетку поворота: %n жетонов «−1» сводят её ограничение %1 к нулю.</numerusform>
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
        <translation>Жёлтый флаг: на этом фрагменте, а также на предыдущем и следующем нельзя равняться с другим автомобилем, если только он не на передаче «0» или «00».</translation>
    </message>
    <message>
        <source>A car taking a corner or sliding cannot be overtaken there, except through a shortcut.</source>
        <translation>Автомобиль в повороте или в заносе там обогнать нельзя, разве что через срезку.</translation>
    </message>
    <message>
        <source>Another car is taking this corner on the inside: a car entering it follows on the same line.</source>
        <translation>В этом повороте другой автомобиль идёт по внутренней полосе: въезжающий следует за ним тем же способом.</translation>
    </message>
    <message>
        <source>Another car is drifting round this corner on the outside: a car entering it follows on the same line.</source>
        <translation>В этом повороте другой автомобиль идёт заносом по внешней полосе: въезжающий следует за ним тем же способом.</translation>
    </message>
    <message>
        <source>Another car is sliding here: a car entering the zone slides too, behind it.</source>
        <translation>Здесь другой автомобиль в заносе: въезжающий в зону тоже идёт заносом, следом за ним.</translation>
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
        <translation>Клетка автомобиля занята: в этот ход он не может вернуться; переверните жетон «00» и пропустите ещё один ход.</translation>
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
        <translation>Начиная ход на передаче «0», автомобиль убирает свой жёлтый флаг с трассы и кладёт его на приборную панель.</translation>
    </message>
    <message>
        <source>The car comes back onto the track where it left it and plays normally.</source>
        <translation>Автомобиль возвращается на трассу туда, где сошёл, и ходит как обычно.</translation>
    </message>
    <message>
        <source>The car&apos;s space is taken. The DIRT rulebook does not say what happens; as in GT (and the combined-rules digest), it waits for a later turn.</source>
        <translation>Клетка автомобиля занята. В правилах DIRT об этом не сказано; как в GT (и в сводных правилах), он ждёт следующего хода.</translation>
    </message>
    <message numerus="yes">
        <source>Step %1 has %n dice,</source>
        <translation>
            <numerusform>На шаге %1 %n кубик,</numerusform>
            <numerusform>На шаге %1 %n кубика,</numerusform>
            <numerusform>На шаге %1 %n кубиков,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>but %n result(s).</source>
        <translation>
            <numerusform>а результатов: %n.</numerusform>
            <numerusform>а результатов: %n.</numerusform>
            <numerusform>а результатов: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Securing %n dice</source>
        <translation>
            <numerusform>Обезопасить %n кубик</numerusform>
            <numerusform>Обезопасить %n кубика</numerusform>
            <numerusform>Обезопасить %n кубиков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>costs %n token(s);</source>
        <translation>
            <numerusform>стоит %n жетон;</numerusform>
            <numerusform>стоит %n жетона;</numerusform>
            <numerusform>стоит %n жетонов;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the car has only %n.</source>
        <translation>
            <numerusform>у автомобиля только %n.</numerusform>
            <numerusform>у автомобиля только %n.</numerusform>
            <numerusform>у автомобиля только %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Yellow Flags: they go on the tile of the Loss of Control; no car may move alongside another on that tile or the tiles before and after it. Several flags on one tile have no further effect.</source>
        <translation>
            <numerusform>%n жёлтый флаг: он кладётся на фрагмент трассы, где произошла потеря управления; на этом фрагменте, а также на предыдущем и следующем нельзя равняться с другим автомобилем. Несколько флагов на одном фрагменте не дают дополнительного эффекта.</numerusform>
            <numerusform>%n жёлтых флага: они кладутся на фрагмент трассы, где произошла потеря управления; на этом фрагменте, а также на предыдущем и следующем нельзя равняться с другим автомобилем. Несколько флагов на одном фрагменте не дают дополнительного эффекта.</numerusform>
            <numerusform>%n жёлтых флагов: они кладутся на фрагмент трассы, где произошла потеря управления; на этом фрагменте, а также на предыдущем и следующем нельзя равняться с другим автомобилем. Несколько флагов на одном фрагменте не дают дополнительного эффекта.</numerusform>
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
        <translation>%1 секунд на лицевой стороне карты %2-й передачи — %3: считайте по карте, которую вы берёте.</translation>
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
        <translation>На передаче «00» автомобиль в этот ход только возвращается на трассу с жетоном «0» (или ждёт, если его клетка занята): больше он ничего не делает.</translation>
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
        <translation>СИСУ (SISU) отменяет «все без исключения» символы ⚠ на кубиках, но не предотвращает потерю управления из-за ограничения скорости или «другого эффекта трассы». Трамплин на передачу выше теряет управление только через символ ⚠ на своём кубике, поэтому судья отменяет этот символ, и потери управления нет; на две передачи выше управление теряется без всякого символа ⚠, и СИСУ этого не предотвращает.</translation>
    </message>
    <message>
        <source>SISU ignores “any and all” hazards on the dice, so the referee also ignores a hazard on the Flying Start die (it is not a track effect); the rulebook does not mention the case.</source>
        <translation>СИСУ (SISU) отменяет «все без исключения» символы ⚠ на кубиках, поэтому судья отменяет и символ ⚠ на кубике резкого старта (это не эффект трассы); правила этот случай не упоминают.</translation>
    </message>
    <message>
        <source>The rulebooks put the marker of “the last Gear die rolled”; this one is secured, not rolled: the referee takes the last Gear die played.</source>
        <translation>По правилам кладётся жетон «последнего брошенного кубика передачи»; этот кубик обезопасен, а не брошен: судья берёт последний сыгранный кубик передачи.</translation>
    </message>
    <message>
        <source>The Loss of Control table for gear %1 (the marker and the Damage tokens per colour) is %2; check it against your own dashboard.</source>
        <translation>Таблица потери управления для %1-й передачи (жетон передачи и жетоны повреждений по цветам) — %2; сверьте её со своей приборной панелью.</translation>
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
        <translation>Ремонт: все жетоны повреждений возвращаются в мешочек; с жетоном «00» в следующем ходу можно только заменить «00» на «0» и поставить автомобиль обратно на трассу, а ещё через ход он играет с передачи «0».</translation>
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
            <numerusform>Время спецучастка: %n карта времени даёт %1, минус оставшиеся жетоны секунды (%2): %3.</numerusform>
            <numerusform>Время спецучастка: %n карты времени дают %1, минус оставшиеся жетоны секунды (%2): %3.</numerusform>
            <numerusform>Время спецучастка: %n карт времени дают %1, минус оставшиеся жетоны секунды (%2): %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checkpoint penalty: %1 more, a stage time of %2.</source>
        <translation>Штраф контрольного пункта: ещё %1, время спецучастка %2.</translation>
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
        <source>The car has retired: it no longer moves.</source>
        <translation>Автомобиль сошёл: он больше не двигается.</translation>
    </message>
    <message>
        <source>After repairs the car stays on the Pit Stop tile: 00 becomes 0, and that is the whole turn. It comes back onto the track at the start of its next turn.</source>
        <translation>После ремонта автомобиль остаётся на фрагменте пит-стопа: «00» меняется на «0», и на этом ход заканчивается. На трассу он возвращается в начале следующего хода.</translation>
    </message>
    <message>
        <source>After repairs 00 becomes 0 and the car goes back onto the track; that is the whole turn, it moves next round.</source>
        <translation>После ремонта «00» меняется на «0», и автомобиль ставится обратно на трассу; на этом ход заканчивается, двигаться он начнёт в следующем раунде.</translation>
    </message>
    <message>
        <source>The car&apos;s space is taken: it cannot go back onto the track this turn; flip the 00 marker and lose another turn.</source>
        <translation>Клетка автомобиля занята: в этот ход он не может вернуться на трассу; переверните жетон «00» и потеряйте ещё один ход.</translation>
    </message>
    <message>
        <source>The English rulebook keeps the car on the Pit Stop tile while 00 becomes 0; the Russian one puts it back on the track at once. The rules option “repairsReturn” chooses (now: %1).</source>
        <translation>По английским правилам автомобиль остаётся на фрагменте пит-стопа, пока «00» меняется на «0»; по русским он сразу возвращается на трассу. Выбирает параметр правил «repairsReturn» (сейчас: %1).</translation>
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
    <message>
        <source>The Spare Tyre card is used: it comes back only with Assistance.</source>
        <translation>Карта запасного колеса использована: она возвращается только после технической помощи.</translation>
    </message>
    <message>
        <source>Spare tyre: the car goes beside the track, the Spare Tyre card is this turn&apos;s Time card (0 side), one Coast Damage token goes back into the bag; the car comes back next turn where it stopped.</source>
        <translation>Запасное колесо: автомобиль ставится у трассы, карта запасного колеса — карта времени этого хода (стороной «0»), один жетон повреждения двигателя возвращается в мешочек; в следующий ход автомобиль возвращается туда, где остановился.</translation>
    </message>
    <message>
        <source>Assistance: the Spare Tyre card comes back for the next stage.</source>
        <translation>Техническая помощь: карта запасного колеса возвращается к следующему спецучастку.</translation>
    </message>
    <message>
        <source>SISU tokens: one per stage, one per rally, or back after Assistance like the Spare Tyre card, as the players agree (DIRT p. 24).</source>
        <translation>Жетоны СИСУ (SISU): один на спецучасток, один на ралли или возвращается после технической помощи, как карта запасного колеса, — по договоренности игроков (DIRT, с. 24).</translation>
    </message>
    <message>
        <source>the space itself</source>
        <translation>сама клетка</translation>
    </message>
    <message>
        <source>speed limit</source>
        <translation>ограничение скорости</translation>
    </message>
    <message>
        <source>dangerous limit</source>
        <translation>ограничение опасного поворота</translation>
    </message>
    <message>
        <source>dotted lines</source>
        <translation>пунктирные линии</translation>
    </message>
    <message>
        <source>triple lane</source>
        <translation>тройная полоса</translation>
    </message>
    <message>
        <source>danger colour</source>
        <translation>цвет опасности</translation>
    </message>
    <message>
        <source>road type</source>
        <translation>покрытие</translation>
    </message>
    <message>
        <source>corner line</source>
        <translation>траектория поворота</translation>
    </message>
    <message>
        <source>slide zone</source>
        <translation>зона заноса</translation>
    </message>
    <message>
        <source>shortcut</source>
        <translation>срезка</translation>
    </message>
    <message>
        <source>jump</source>
        <translation>трамплин</translation>
    </message>
    <message>
        <source>water</source>
        <translation>брод</translation>
    </message>
    <message>
        <source>climb arrows</source>
        <translation>стрелки подъёма</translation>
    </message>
    <message>
        <source>grid spot</source>
        <translation>место на стартовой решётке</translation>
    </message>
    <message>
        <source>What is printed on this space was read from a picture and is uncertain: check it on your tile.</source>
        <translation>Напечатанное на этой клетке прочитано с изображения и недостоверно: проверьте это на своём фрагменте.</translation>
    </message>
    <message>
        <source>What is printed on this space was read from a picture and is uncertain (%1): check it on your tile.</source>
        <translation>Напечатанное на этой клетке прочитано с изображения и недостоверно (%1): проверьте это на своём фрагменте.</translation>
    </message>
    <message>
        <source>The reader noted: %1.</source>
        <translation>Примечание читавшего: %1.</translation>
    </message>
    <message numerus="yes">
        <source>The markings of the space(s) of step(s) %1 are unknown (the tile&apos;s space data is only a template): speed limits, dangerous and sharp corners and the other markings there were not checked. Check them on the tiles.</source>
        <translation>
            <numerusform>Отметки клетки на шаге %1 неизвестны (данные клеток фрагмента — только шаблон): ограничения скорости, опасные и резкие повороты и другие отметки там не проверены. Сверьте их с фрагментами.</numerusform>
            <numerusform>Отметки клеток на шагах %1 неизвестны (данные клеток фрагмента — только шаблон): ограничения скорости, опасные и резкие повороты и другие отметки там не проверены. Сверьте их с фрагментами.</numerusform>
            <numerusform>Отметки клеток на шагах %1 неизвестны (данные клеток фрагмента — только шаблон): ограничения скорости, опасные и резкие повороты и другие отметки там не проверены. Сверьте их с фрагментами.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesData</name>
    <message>
        <source>a car class needs an id</source>
        <translation>у категории автомобиля должен быть идентификатор</translation>
    </message>
    <message>
        <source>Your data corrections in %1 cannot be read: %2</source>
        <translation>Ваши исправления данных в %1 не удаётся прочитать: %2</translation>
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
        <translation>не удаётся создать папку</translation>
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
    <message>
        <source>written by a newer version of Pacenotes (format version %1; this one reads up to %2)</source>
        <translation>записан более новой версией Pacenotes (версия формата %1; эта версия читает до %2)</translation>
    </message>
    <message>
        <source>needs format version 2</source>
        <translation>нужна версия формата 2</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>отсутствует</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>Rules quick reference</source>
        <translation>Краткий справочник по правилам</translation>
    </message>
    <message>
        <source>When Pacenotes rules on a move, times a lap or keeps a rally sheet, it names the rulebook section it follows. These are all the sections it cites, book by book. Pages are those of the English rulebooks; the rulebooks themselves are the authority.</source>
        <translation>Когда Pacenotes судит ход, считает время круга или ведёт лист ралли, он называет раздел правил, которому следует. Ниже — все разделы, на которые он ссылается, по книгам. Страницы указаны по английским изданиям правил; последнее слово всегда за самими книгами правил.</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Стр.</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Раздел</translation>
    </message>
    <message>
        <source>* The page follows from the order of the pages: the book&apos;s own gaming aid does not list it.</source>
        <translation>* Страница выведена из порядка страниц: в памятке самой книги её нет.</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
</context>
<context>
    <name>SheetPrinting</name>
    <message>
        <source>Score sheet — %1</source>
        <translation>Таблица подсчёта — %1</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Таблица подсчёта</translation>
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
    <message>
        <source>Standings — %1</source>
        <translation>Таблица — %1</translation>
    </message>
    <message>
        <source>Championship standings</source>
        <translation>Таблица чемпионата</translation>
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
    <message numerus="yes">
        <source>%n Focus token(s): more than a lap can leave (at most %1).</source>
        <translation>
            <numerusform>%n жетон концентрации — больше, чем может остаться после круга (не больше %1).</numerusform>
            <numerusform>%n жетона концентрации — больше, чем может остаться после круга (не больше %1).</numerusform>
            <numerusform>%n жетонов концентрации — больше, чем может остаться после круга (не больше %1).</numerusform>
        </translation>
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
        <translation>ТАБЛИЦА ПОДСЧЁТА</translation>
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
        <source>T%1</source>
        <extracomment>Turn column heading on the printed solo sheet: T1, T2...</extracomment>
        <translation>%1</translation>
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
    <message>
        <source>TYRES</source>
        <translation>ШИНЫ</translation>
    </message>
</context>
<context>
    <name>SpaceCheck</name>
    <message>
        <source>The data is for tile side %1, not %2.</source>
        <translation>Данные относятся к стороне фрагмента %1, а не %2.</translation>
    </message>
    <message>
        <source>Tile side %1 has no road: it has no spaces.</source>
        <translation>На стороне фрагмента %1 нет дороги: у неё нет клеток.</translation>
    </message>
    <message>
        <source>A space has the number %1; numbers start at 1.</source>
        <translation>У клетки номер %1; номера начинаются с 1.</translation>
    </message>
    <message>
        <source>Two spaces have the number %1.</source>
        <translation>У двух клеток номер %1.</translation>
    </message>
    <message>
        <source>Space %1: the pit tile has no roads.</source>
        <translation>Клетка %1: на фрагменте пит-стопа нет дорог.</translation>
    </message>
    <message>
        <source>Space %1 has no outline to draw it by.</source>
        <translation>У клетки %1 нет контура, по которому её можно нарисовать.</translation>
    </message>
    <message numerus="yes">
        <source>Space %1 is on road %2, which tile side %3 does not have (it has %n road(s)).</source>
        <translation>
            <numerusform>Клетка %1 стоит на дороге %2, которой нет на стороне фрагмента %3 (там %n дорога).</numerusform>
            <numerusform>Клетка %1 стоит на дороге %2, которой нет на стороне фрагмента %3 (там %n дороги).</numerusform>
            <numerusform>Клетка %1 стоит на дороге %2, которой нет на стороне фрагмента %3 (там %n дорог).</numerusform>
        </translation>
    </message>
    <message>
        <source>Space %1 lies beside the road but has no outline to draw it by.</source>
        <translation>Клетка %1 лежит в стороне от дороги, но у неё нет контура, по которому её можно нарисовать.</translation>
    </message>
    <message numerus="yes">
        <source>Space %1 is in lane %2 of road %3, which has %n lane(s).</source>
        <translation>
            <numerusform>Клетка %1 стоит на полосе %2 дороги %3, а у этой дороги %n полоса.</numerusform>
            <numerusform>Клетка %1 стоит на полосе %2 дороги %3, а у этой дороги %n полосы.</numerusform>
            <numerusform>Клетка %1 стоит на полосе %2 дороги %3, а у этой дороги %n полос.</numerusform>
        </translation>
    </message>
    <message>
        <source>Space %1 has no length along its road (from %2 to %3).</source>
        <translation>У клетки %1 нет длины вдоль дороги (от %2 до %3).</translation>
    </message>
    <message>
        <source>Space %1 is linked to space %2, which is not on the tile.</source>
        <translation>Клетка %1 связана с клеткой %2, которой нет на фрагменте.</translation>
    </message>
    <message>
        <source>Spaces %1 and %2 are level at both ends: moving between them would go sideways, which is never a move.</source>
        <translation>Клетки %1 и %2 вровень обоими краями: переход между ними был бы вбок, а так ходить нельзя.</translation>
    </message>
    <message>
        <source>A car on space %1 could not move on towards edge %2: no link leads further and it does not reach the edge.</source>
        <translation>Автомобиль на клетке %1 не смог бы ехать дальше к краю %2: ни одна связь не ведёт вперёд, а сама клетка до края не доходит.</translation>
    </message>
    <message>
        <source>Space %1 beside the road needs links to the spaces before and after it.</source>
        <translation>Клетке %1 в стороне от дороги нужны связи с клетками до и после неё.</translation>
    </message>
    <message>
        <source>The pit tile has no lanes.</source>
        <translation>На фрагменте пит-стопа нет полос.</translation>
    </message>
    <message>
        <source>Lane %1 of road %2 has no spaces.</source>
        <translation>На полосе %1 дороги %2 нет клеток.</translation>
    </message>
    <message>
        <source>Lane %1 of road %2 does not reach edge %3: no space there joins the next tile.</source>
        <translation>Полоса %1 дороги %2 не доходит до края %3: там нет клетки, которая соединяется со следующим фрагментом.</translation>
    </message>
    <message>
        <source>Lane %1 of road %2 reaches edge %3 with %4 spaces; one joins the next tile.</source>
        <translation>Полоса %1 дороги %2 доходит до края %3 сразу %4 клетками; со следующим фрагментом соединяется одна.</translation>
    </message>
    <message numerus="yes">
        <source>Space %1 reaches edge %2 in lane %3, but the road has %n lane(s) there.</source>
        <translation>
            <numerusform>Клетка %1 доходит до края %2 по полосе %3, а у дороги там %n полоса.</numerusform>
            <numerusform>Клетка %1 доходит до края %2 по полосе %3, а у дороги там %n полосы.</numerusform>
            <numerusform>Клетка %1 доходит до края %2 по полосе %3, а у дороги там %n полос.</numerusform>
        </translation>
    </message>
    <message>
        <source>Space %1: %2 is %3; it must be 0 to %4.</source>
        <translation>Клетка %1: %2 равно %3, а должно быть от 0 до %4.</translation>
    </message>
    <message>
        <source>the speed limit</source>
        <translation>ограничение скорости</translation>
    </message>
    <message>
        <source>the dotted line&apos;s number</source>
        <translation>число на пунктирной линии</translation>
    </message>
    <message>
        <source>the jump value</source>
        <translation>значение трамплина</translation>
    </message>
    <message>
        <source>Space %1: a dangerous corner needs its speed limit.</source>
        <translation>Клетка %1: для опасного поворота нужно ограничение скорости.</translation>
    </message>
    <message>
        <source>Space %1: dotted lines belong to a sharp-corner space.</source>
        <translation>Клетка %1: пунктирные линии бывают только у клетки резкого поворота.</translation>
    </message>
    <message>
        <source>Space %1: a dotted line carries a number or “!”, not both.</source>
        <translation>Клетка %1: на пунктирной линии стоит число или «!», но не то и другое.</translation>
    </message>
    <message>
        <source>Space %1: a sharp-corner space needs the number (or “!”) on its dotted lines.</source>
        <translation>Клетка %1: для клетки резкого поворота нужно число (или «!») на её пунктирных линиях.</translation>
    </message>
    <message>
        <source>Space %1: a corner space needs both the corner and its line (inside or outside).</source>
        <translation>Клетка %1: для клетки поворота нужны и поворот, и траектория (внутренняя или внешняя).</translation>
    </message>
    <message>
        <source>Space %1 is a shortcut but lies on the road.</source>
        <translation>Клетка %1 — срезка, но лежит на дороге.</translation>
    </message>
    <message>
        <source>Space %1 carries a Rallyman: DIRT marking on a Rallyman: GT tile.</source>
        <translation>На клетке %1 отметка Rallyman: DIRT, а фрагмент из Rallyman: GT.</translation>
    </message>
    <message>
        <source>Space %1 carries a Rallyman: GT marking on a Rallyman: DIRT tile.</source>
        <translation>На клетке %1 отметка Rallyman: GT, а фрагмент из Rallyman: DIRT.</translation>
    </message>
    <message>
        <source>Space %1 is a grid spot, but only start/finish tiles have a grid.</source>
        <translation>Клетка %1 отмечена как место на стартовой решётке, но решётка бывает только на фрагментах старта/финиша.</translation>
    </message>
    <message>
        <source>Space %1 is a pit lane, but only the pit tile has them.</source>
        <translation>Клетка %1 отмечена как полоса пит-стопа, но такие полосы есть только на фрагменте пит-стопа.</translation>
    </message>
    <message>
        <source>Space %1 of the pit tile needs its pit lane (tyres, repairs or both).</source>
        <translation>Для клетки %1 фрагмента пит-стопа нужна её полоса (замена шин, ремонт или ремонт и замена шин).</translation>
    </message>
    <message>
        <source>Tile side %1 is no start/finish tile but has a start/finish line.</source>
        <translation>Сторона фрагмента %1 — не старт/финиш, но на ней есть линия старта/финиша.</translation>
    </message>
    <message>
        <source>The start/finish line of tile side %1 is missing.</source>
        <translation>Не задана линия старта/финиша на стороне фрагмента %1.</translation>
    </message>
    <message>
        <source>The start/finish line lies outside the roads of tile side %1.</source>
        <translation>Линия старта/финиша лежит вне дорог стороны фрагмента %1.</translation>
    </message>
    <message>
        <source>The start/finish line runs through the middle of a space in lane %1.</source>
        <translation>Линия старта/финиша проходит через середину клетки на полосе %1.</translation>
    </message>
    <message>
        <source>There is no tile side %1 in the tile catalog.</source>
        <translation>В каталоге фрагментов нет стороны %1.</translation>
    </message>
    <message>
        <source>The data says it was read from a picture but does not name the picture.</source>
        <translation>Данные прочитаны с изображения, но изображение не названо.</translation>
    </message>
    <message>
        <source>Space %1: climb arrows are +1 or −1.</source>
        <translation>Клетка %1: стрелки подъёма — +1 или −1.</translation>
    </message>
    <message>
        <source>Space %1: dotted lines at one end belong to a sharp-corner space.</source>
        <translation>Клетка %1: пунктирная линия с одного конца бывает только у клетки резкого поворота.</translation>
    </message>
    <message>
        <source>Space %1 is said to be the same printed space as space %2, which is neither a space of another road nor one of another lane.</source>
        <translation>Клетка %1 названа той же напечатанной клеткой, что и клетка %2, но та не относится ни к другой дороге, ни к другой полосе.</translation>
    </message>
    <message>
        <source>Spaces %1 and %2 are one printed space but lie apart along the road: the spaces of a lane are cut evenly, the printed ones may not be.</source>
        <translation>Клетки %1 и %2 — одна напечатанная клетка, но вдоль дороги они не совпадают: клетки полосы делятся поровну, а напечатанные могут быть неравными.</translation>
    </message>
    <message>
        <source>Spaces %1 and %2 are the same printed space but carry different markings.</source>
        <translation>Клетки %1 и %2 — одна напечатанная клетка, но отметки у них разные.</translation>
    </message>
    <message>
        <source>a speed limit of %1</source>
        <translation>ограничение скорости %1</translation>
    </message>
    <message>
        <source>a dangerous limit of %1</source>
        <translation>ограничение опасного поворота %1</translation>
    </message>
    <message>
        <source>a shortcut limit of %1</source>
        <translation>ограничение на срезке %1</translation>
    </message>
    <message>
        <source>a jump of %1</source>
        <translation>трамплин %1</translation>
    </message>
    <message>
        <source>water</source>
        <translation>брод</translation>
    </message>
    <message>
        <source>an automatic hazard (dotted lines with “!”)</source>
        <translation>автоматическая опасность (пунктирные линии с «!»)</translation>
    </message>
    <message>
        <source>climb arrows</source>
        <translation>стрелки подъёма</translation>
    </message>
    <message>
        <source>The data has %1, which the tile catalog does not list for %2.</source>
        <translation>В данных есть %1, чего нет в каталоге фрагментов для %2.</translation>
    </message>
    <message>
        <source>The tile catalog lists %1 for %2, which the data does not have.</source>
        <translation>В каталоге фрагментов для %2 указано: %1, а в данных этого нет.</translation>
    </message>
</context>
<context>
    <name>SpaceCoverageItem</name>
    <message>
        <source>Hatched tiles have no space data of your own yet: only a template, which is a guess with no markings.</source>
        <translation>У заштрихованных фрагментов ещё нет ваших данных о клетках: только шаблон — прикидка без отметок.</translation>
    </message>
    <message>
        <source>template</source>
        <translation>шаблон</translation>
    </message>
    <message>
        <source>no spaces</source>
        <translation>нет клеток</translation>
    </message>
</context>
<context>
    <name>SpaceGraph</name>
    <message>
        <source>The roads of %1 and %2 meet with different numbers of lanes: their spaces do not join.</source>
        <translation>Дороги %1 и %2 сходятся с разным числом полос: их клетки не соединяются.</translation>
    </message>
    <message>
        <source>A half space of %1 meets a whole space of %2: their spaces do not join.</source>
        <translation>Половина клетки %1 примыкает к целой клетке %2: их клетки не соединяются.</translation>
    </message>
</context>
<context>
    <name>SpaceItem</name>
    <message>
        <source>Space %1</source>
        <translation>Клетка %1</translation>
    </message>
    <message>
        <source>Space %1: %2</source>
        <translation>Клетка %1: %2</translation>
    </message>
</context>
<context>
    <name>SpaceJson</name>
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
        <source>expected text of at most %1 characters</source>
        <translation>ожидается текст не длиннее %1 символов</translation>
    </message>
    <message>
        <source>expected a list of at most %1 items</source>
        <translation>ожидается список не длиннее %1 элементов</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>ожидается одно из: %1</translation>
    </message>
    <message>
        <source>tile side %1 has no roads</source>
        <translation>на стороне фрагмента %1 нет дорог</translation>
    </message>
    <message>
        <source>expected a number from 1 to 6 or &quot;!&quot;</source>
        <translation>ожидается число от 1 до 6 или &quot;!&quot;</translation>
    </message>
    <message>
        <source>expected an object {&quot;id&quot;, &quot;line&quot;}</source>
        <translation>ожидается объект {&quot;id&quot;, &quot;line&quot;}</translation>
    </message>
    <message>
        <source>This is not the space data of a tile side (the &quot;format&quot; is not &quot;%1&quot;).</source>
        <translation>Это не данные о клетках стороны фрагмента (поле &quot;format&quot; не равно &quot;%1&quot;).</translation>
    </message>
    <message>
        <source>formatVersion: missing</source>
        <translation>formatVersion: не задано</translation>
    </message>
    <message>
        <source>The space data is in format version %1; this Pacenotes reads up to version %2.</source>
        <translation>Данные о клетках в формате версии %1; эта версия Pacenotes читает версии до %2.</translation>
    </message>
    <message>
        <source>side: &quot;%1&quot; is not a tile side of the catalog</source>
        <translation>side: «%1» — не сторона фрагмента из каталога</translation>
    </message>
    <message>
        <source>expected an object {&quot;road&quot;, &quot;at&quot;}</source>
        <translation>ожидается объект {&quot;road&quot;, &quot;at&quot;}</translation>
    </message>
    <message>
        <source>needs &quot;road&quot; and &quot;at&quot;</source>
        <translation>нужны &quot;road&quot; и &quot;at&quot;</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>ожидается объект</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>не задано</translation>
    </message>
    <message>
        <source>expected a point [x, y] on the tile (each from −2000 to 2000)</source>
        <translation>ожидается точка [x, y] на фрагменте (каждое от −2000 до 2000)</translation>
    </message>
    <message>
        <source>expected an object {&quot;to&quot;, &quot;diagonal&quot;}</source>
        <translation>ожидается объект {&quot;to&quot;, &quot;diagonal&quot;}</translation>
    </message>
    <message>
        <source>needs &quot;id&quot; and &quot;line&quot; (inside or outside)</source>
        <translation>нужны &quot;id&quot; и &quot;line&quot; (inside или outside)</translation>
    </message>
    <message>
        <source>Not valid JSON (%1 at byte %2).</source>
        <translation>Некорректный JSON (%1 в байте %2).</translation>
    </message>
    <message>
        <source>Expected a JSON object.</source>
        <translation>Ожидается объект JSON.</translation>
    </message>
    <message>
        <source>expected &quot;+1&quot; or &quot;-1&quot;</source>
        <translation>ожидается «+1» или «-1»</translation>
    </message>
    <message>
        <source>missing; expected one of: %1</source>
        <translation>отсутствует; ожидается одно из: %1</translation>
    </message>
    <message>
        <source>&quot;read-from-picture&quot; needs format version 2</source>
        <translation>«read-from-picture» требует версии формата 2</translation>
    </message>
    <message>
        <source>expected the number of a space</source>
        <translation>ожидается номер клетки</translation>
    </message>
    <message>
        <source>expected &quot;certain&quot; or &quot;uncertain&quot;</source>
        <translation>ожидается «certain» или «uncertain»</translation>
    </message>
</context>
<context>
    <name>SpacePack</name>
    <message>
        <source>pack.json: %1</source>
        <translation>pack.json: %1</translation>
    </message>
    <message>
        <source>not valid JSON (%1 at byte %2)</source>
        <translation>некорректный JSON (%1 в байте %2)</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>ожидается объект JSON</translation>
    </message>
    <message>
        <source>%1: unknown field; expected one of: %2</source>
        <translation>%1: неизвестное поле; ожидается одно из: %2</translation>
    </message>
    <message>
        <source>this is not a Pacenotes space pack (the &quot;format&quot; is not &quot;%1&quot;)</source>
        <translation>это не набор клеток Pacenotes (поле &quot;format&quot; не равно &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>formatVersion: expected a whole number from 1</source>
        <translation>formatVersion: ожидается целое число от 1</translation>
    </message>
    <message>
        <source>the pack is in format version %1; this Pacenotes reads up to version %2</source>
        <translation>набор в формате версии %1; эта версия Pacenotes читает версии до %2</translation>
    </message>
    <message>
        <source>name, author, date and description are short texts</source>
        <translation>name, author, date и description — короткие тексты</translation>
    </message>
    <message>
        <source>templatesOnly: expected true or false</source>
        <translation>templatesOnly: ожидается true или false</translation>
    </message>
    <message>
        <source>its size is missing or larger than %1 × %1 pixels</source>
        <translation>его размер не указан или больше %1 × %1 пикселей</translation>
    </message>
    <message>
        <source>Cannot create the pack (zip error %1).</source>
        <translation>Не удалось создать набор (ошибка zip %1).</translation>
    </message>
    <message>
        <source>Tile side %1 is not in the tile catalog.</source>
        <translation>Стороны фрагмента %1 нет в каталоге фрагментов.</translation>
    </message>
    <message>
        <source>Cannot finish the pack (zip error %1).</source>
        <translation>Не удалось завершить набор (ошибка zip %1).</translation>
    </message>
    <message>
        <source>The pack is larger than %1 MB; no space pack is that big.</source>
        <translation>Набор больше %1 МБ; таких больших наборов клеток не бывает.</translation>
    </message>
    <message>
        <source>This is not a readable space pack: %1</source>
        <translation>Это не читаемый набор клеток: %1</translation>
    </message>
    <message>
        <source>The pack has no pack.json: it is not a Pacenotes space pack, or it is damaged.</source>
        <translation>В наборе нет pack.json: это не набор клеток Pacenotes, или он повреждён.</translation>
    </message>
    <message>
        <source>The pack cannot be opened (zip error %1).</source>
        <translation>Набор не открывается (ошибка zip %1).</translation>
    </message>
    <message>
        <source>%1 is for a tile this version of Pacenotes does not know; it was left out.</source>
        <translation>%1 — для фрагмента, которого эта версия Pacenotes не знает; пропущено.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 holds the data of tile side %2.</source>
        <translation>В %1 лежат данные стороны фрагмента %2.</translation>
    </message>
    <message>
        <source>%1 says it is %2, but the pack holds templates only.</source>
        <translation>%1 помечен как %2, а в наборе должны быть только шаблоны.</translation>
    </message>
    <message>
        <source>%1 is a picture of a tile this version of Pacenotes does not know; it was left out.</source>
        <translation>%1 — снимок фрагмента, которого эта версия Pacenotes не знает; пропущено.</translation>
    </message>
    <message>
        <source>The picture %1 could not be read (%2); it was left out.</source>
        <translation>Снимок %1 не удалось прочитать (%2); пропущено.</translation>
    </message>
    <message>
        <source>%1 is not part of a space pack; it was left out.</source>
        <translation>%1 не относится к набору клеток; пропущено.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не удалось открыть %1: %2</translation>
    </message>
    <message>
        <source>%1: tile side %2 is given twice.</source>
        <translation>%1: сторона фрагмента %2 указана дважды.</translation>
    </message>
    <message>
        <source>%1 holds %2 files; at most %3 are read.</source>
        <translation>В %1 файлов: %2; читается не больше %3.</translation>
    </message>
    <message>
        <source>%1: cannot be read or larger than %2 bytes</source>
        <translation>%1: не читается или больше %2 байт</translation>
    </message>
    <message>
        <source>%1 holds no tile side data (*.json).</source>
        <translation>В %1 нет данных сторон фрагментов (*.json).</translation>
    </message>
    <message>
        <source>provenance: expected one of: %1</source>
        <translation>provenance: ожидается одно из: %1</translation>
    </message>
    <message>
        <source>a pack of templates only cannot say its data is measured, estimated or read from a picture</source>
        <translation>набор, где только шаблоны, не может называть свои данные снятыми с фрагмента, оценочными или прочитанными с изображения</translation>
    </message>
</context>
<context>
    <name>SpaceReading</name>
    <message>
        <source>read twice for this space, with different values</source>
        <translation>прочитано для этой клетки дважды, с разными значениями</translation>
    </message>
    <message>
        <source>expected a number from 1 to 6 or &quot;!&quot;</source>
        <translation>ожидается число от 1 до 6 или «!»</translation>
    </message>
    <message>
        <source>expected {&quot;id&quot;: &quot;1&quot;, &quot;line&quot;: &quot;inside&quot; or &quot;outside&quot;}</source>
        <translation>ожидается {&quot;id&quot;: &quot;1&quot;, &quot;line&quot;: &quot;inside&quot; или &quot;outside&quot;}</translation>
    </message>
    <message>
        <source>expected the slide zone&apos;s id</source>
        <translation>ожидается обозначение зоны заноса</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>отсутствует</translation>
    </message>
    <message>
        <source>needs &quot;lane&quot; and &quot;space&quot;</source>
        <translation>нужны «lane» и «space»</translation>
    </message>
    <message>
        <source>This is not a reading of a tile side (the &quot;format&quot; is not &quot;%1&quot;).</source>
        <translation>Это не прочтение стороны фрагмента («format» не «%1»).</translation>
    </message>
    <message>
        <source>The reading is in format version %1; this Pacenotes reads up to version %2.</source>
        <translation>Прочтение в формате версии %1; эта версия Pacenotes читает до версии %2.</translation>
    </message>
    <message>
        <source>side: &quot;%1&quot; is not a tile side of the catalog</source>
        <translation>side: «%1» — не сторона фрагмента из каталога</translation>
    </message>
    <message>
        <source>expected a picture&apos;s file name</source>
        <translation>ожидается имя файла изображения</translation>
    </message>
    <message>
        <source>read twice</source>
        <translation>прочитано дважды</translation>
    </message>
    <message numerus="yes">
        <source>road %1 has %n lane(s) by the tile catalog</source>
        <translation>
            <numerusform>по каталогу фрагментов у дороги %1 %n полоса</numerusform>
            <numerusform>по каталогу фрагментов у дороги %1 %n полосы</numerusform>
            <numerusform>по каталогу фрагментов у дороги %1 %n полос</numerusform>
        </translation>
    </message>
    <message>
        <source>needs &quot;lane&quot; and &quot;spaces&quot;</source>
        <translation>нужны «lane» и «spaces»</translation>
    </message>
    <message>
        <source>road %1 of the tile catalog is not read</source>
        <translation>дорога %1 из каталога фрагментов не прочитана</translation>
    </message>
    <message>
        <source>expected [first, last] lanes of the road, from 1 to %1</source>
        <translation>ожидаются [первая, последняя] полосы дороги, от 1 до %1</translation>
    </message>
    <message>
        <source>expected {&quot;&lt;lane covered&gt;&quot;: &quot;both&quot;, &quot;start&quot; or &quot;end&quot;}</source>
        <translation>ожидается {&quot;&lt;покрытая полоса&gt;&quot;: &quot;both&quot;, &quot;start&quot; или &quot;end&quot;}</translation>
    </message>
    <message>
        <source>expected {&quot;&lt;lane covered&gt;&quot;: 1 to 6 or &quot;!&quot;}</source>
        <translation>ожидается {&quot;&lt;покрытая полоса&gt;&quot;: от 1 до 6 или &quot;!&quot;}</translation>
    </message>
    <message>
        <source>dotted lines belong to a sharp-corner space: add &quot;sharp&quot;: true</source>
        <translation>пунктирные линии бывают у клетки резкого поворота: добавьте &quot;sharp&quot;: true</translation>
    </message>
    <message>
        <source>expected an object, or a list of them</source>
        <translation>ожидается объект или их список</translation>
    </message>
    <message>
        <source>needs &quot;road&quot;, &quot;lane&quot; and &quot;space&quot;</source>
        <translation>нужны «road», «lane» и «space»</translation>
    </message>
    <message>
        <source>names two spaces of the same road</source>
        <translation>указывает две клетки одной дороги</translation>
    </message>
</context>
<context>
    <name>SpaceRequest</name>
    <message>
        <source>expected the path of a track file</source>
        <translation>ожидается путь к файлу трассы</translation>
    </message>
    <message>
        <source>the track is a %1 track</source>
        <translation>трасса из игры %1</translation>
    </message>
    <message>
        <source>expected a list of at most %1 space pack files</source>
        <translation>ожидается список не более чем из %1 файлов наборов клеток</translation>
    </message>
    <message>
        <source>expected the path of a space pack</source>
        <translation>ожидается путь к набору клеток</translation>
    </message>
    <message>
        <source>the track&apos;s course is not complete: there is no way to drive on it</source>
        <translation>маршрут трассы не замкнут и не завершён: по ней нельзя ехать</translation>
    </message>
    <message>
        <source>expected the car&apos;s space as &quot;q,r:n&quot;</source>
        <translation>ожидается клетка автомобиля в виде &quot;q,r:n&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a space of the track</source>
        <translation>«%1» — не клетка этой трассы</translation>
    </message>
    <message>
        <source>expected a gear marker &quot;0&quot; to &quot;6&quot; or &quot;00&quot;</source>
        <translation>ожидается жетон передачи от &quot;0&quot; до &quot;6&quot; или &quot;00&quot;</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>ожидается true или false</translation>
    </message>
    <message>
        <source>expected a list of at most %1 cars</source>
        <translation>ожидается список не более чем из %1 автомобилей</translation>
    </message>
    <message>
        <source>unknown field; expected one of: id, gear, space, sliding, cornerLine</source>
        <translation>неизвестное поле; ожидается одно из: id, gear, space, sliding, cornerLine</translation>
    </message>
    <message>
        <source>expected a space of the track as &quot;q,r:n&quot;</source>
        <translation>ожидается клетка трассы в виде &quot;q,r:n&quot;</translation>
    </message>
    <message>
        <source>expected the spaces the car moves through, as a list of 1 to %1 &quot;q,r:n&quot;</source>
        <translation>ожидаются клетки, по которым едет автомобиль, — список из 1–%1 значений &quot;q,r:n&quot;</translation>
    </message>
    <message>
        <source>expected a space as &quot;q,r:n&quot;</source>
        <translation>ожидается клетка в виде &quot;q,r:n&quot;</translation>
    </message>
    <message>
        <source>with a path, the spaces come from the track: leave out &quot;space&quot; and &quot;landing&quot;</source>
        <translation>при заданном пути клетки берутся с трассы: уберите &quot;space&quot; и &quot;landing&quot;</translation>
    </message>
    <message>
        <source>expected dice like &quot;4&quot;, &quot;2+BB&quot;, &quot;C&quot;</source>
        <translation>ожидаются кубики вида &quot;4&quot;, &quot;2+BB&quot;, &quot;C&quot;</translation>
    </message>
    <message>
        <source>with a path, the car&apos;s space gives the start</source>
        <translation>при заданном пути начало хода задаёт клетка автомобиля</translation>
    </message>
    <message numerus="yes">
        <source>the path has %n space(s), which the dice do not cover one for one (a jump taken carries its die one or two spaces on)</source>
        <translation>
            <numerusform>в пути %n клетка, и кубики не покрывают её по одному на клетку (трамплин переносит свой кубик на одну-две клетки вперёд)</numerusform>
            <numerusform>в пути %n клетки, и кубики не покрывают их по одному на клетку (трамплин переносит свой кубик на одну-две клетки вперёд)</numerusform>
            <numerusform>в пути %n клеток, и кубики не покрывают их по одному на клетку (трамплин переносит свой кубик на одну-две клетки вперёд)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpaceSummary</name>
    <message>
        <source>limit %1!</source>
        <translation>ограничение %1!</translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation>ограничение %1</translation>
    </message>
    <message>
        <source>sharp corner, “!” lines</source>
        <translation>резкий поворот, линии «!»</translation>
    </message>
    <message>
        <source>sharp corner, lines %1</source>
        <translation>резкий поворот, линии %1</translation>
    </message>
    <message>
        <source>sharp corner</source>
        <translation>резкий поворот</translation>
    </message>
    <message>
        <source>dotted line %1 crossed straight</source>
        <translation>пунктирная линия %1 пересечена прямо</translation>
    </message>
    <message>
        <source>dotted line “!” crossed straight</source>
        <translation>пунктирная линия «!» пересечена прямо</translation>
    </message>
    <message>
        <source>diagonal</source>
        <translation>по диагонали</translation>
    </message>
    <message>
        <source>outwards into a triple-lane corner</source>
        <translation>наружу в поворот с тройной полосой</translation>
    </message>
    <message>
        <source>triple lane</source>
        <translation>тройная полоса</translation>
    </message>
    <message>
        <source>corner, outside</source>
        <translation>поворот, внешняя траектория</translation>
    </message>
    <message>
        <source>corner, inside</source>
        <translation>поворот, внутренняя траектория</translation>
    </message>
    <message>
        <source>sliding</source>
        <translation>в заносе</translation>
    </message>
    <message>
        <source>slide zone</source>
        <translation>зона заноса</translation>
    </message>
    <message>
        <source>shortcut</source>
        <translation>срезка</translation>
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
        <source>finish line</source>
        <translation>финишная черта</translation>
    </message>
    <message>
        <source>occupied</source>
        <translation>занята</translation>
    </message>
    <message>
        <source>a car beside the track</source>
        <translation>автомобиль на обочине</translation>
    </message>
    <message>
        <source>alongside a car in gear %1</source>
        <translation>рядом с автомобилем на %1-й передаче</translation>
    </message>
    <message>
        <source>Yellow Flag zone</source>
        <translation>зона жёлтого флага</translation>
    </message>
    <message>
        <source>read uncertain</source>
        <translation>прочитано недостоверно</translation>
    </message>
    <message>
        <source>markings unknown</source>
        <translation>отметки неизвестны</translation>
    </message>
    <message>
        <source>markings unknown (template): not checked</source>
        <translation>отметки неизвестны (шаблон): не проверено</translation>
    </message>
    <message>
        <source>markings uncertain</source>
        <translation>отметки под сомнением</translation>
    </message>
    <message numerus="yes">
        <source>The markings of %n space(s) are unknown (template data): speed limits and corners there were not checked.</source>
        <translation>
            <numerusform>Отметки %n клетки неизвестны (данные шаблона): ограничения скорости и повороты там не проверены.</numerusform>
            <numerusform>Отметки %n клеток неизвестны (данные шаблона): ограничения скорости и повороты там не проверены.</numerusform>
            <numerusform>Отметки %n клеток неизвестны (данные шаблона): ограничения скорости и повороты там не проверены.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The markings of %n space(s) were read with doubt: check them on the tiles.</source>
        <translation>
            <numerusform>Отметки %n клетки прочитаны с сомнением: сверьте их с фрагментами.</numerusform>
            <numerusform>Отметки %n клеток прочитаны с сомнением: сверьте их с фрагментами.</numerusform>
            <numerusform>Отметки %n клеток прочитаны с сомнением: сверьте их с фрагментами.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SqliteFile</name>
    <message>
        <source>The disk is full: free some space, then try again.</source>
        <translation>Диск заполнен: освободите место и повторите попытку.</translation>
    </message>
    <message>
        <source>The disk could not be read or written (it may be full, removed or failing): check it and free some space, then try again.</source>
        <translation>Не удалось прочитать диск или записать на него (он может быть заполнен, извлечён или неисправен): проверьте его, освободите место и повторите попытку.</translation>
    </message>
    <message>
        <source>Another program is using the file (perhaps another Pacenotes): close it, then try again.</source>
        <translation>Файл занят другой программой (возможно, другим окном Pacenotes): закройте её и повторите попытку.</translation>
    </message>
    <message>
        <source>Pacenotes may not write there: check the permissions of the file and its folder, then try again.</source>
        <translation>Pacenotes не может туда писать: проверьте права доступа к файлу и его папке и повторите попытку.</translation>
    </message>
    <message>
        <source>Try again; if it keeps failing, check the disk.</source>
        <translation>Повторите попытку; если ошибка не пройдёт, проверьте диск.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>неизвестная ошибка</translation>
    </message>
    <message>
        <source>%1 cannot be renamed to %2.</source>
        <translation>Не удаётся переименовать %1 в %2.</translation>
    </message>
    <message>
        <source>The SQLite driver for Qt is not installed (package libqt6sql6-sqlite).</source>
        <translation>Драйвер SQLite для Qt не установлен (пакет libqt6sql6-sqlite).</translation>
    </message>
    <message>
        <source>Cannot create the folder %1. %2</source>
        <translation>Не удаётся создать папку %1. %2</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 — не файл.</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2 The file was left as it is.</source>
        <translation>Не удаётся открыть %1: %2 Файл оставлен как есть.</translation>
    </message>
    <message>
        <source>%1 is not an SQLite database (%2).</source>
        <translation>%1 — не база данных SQLite (%2).</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1 повреждён: %2</translation>
    </message>
    <message>
        <source>%1 cannot be read now: %2 The file was left as it is.</source>
        <translation>Сейчас не удаётся прочитать %1: %2 Файл оставлен как есть.</translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another application.</source>
        <translation>%1 — база данных SQLite другого приложения.</translation>
    </message>
    <message>
        <source>%1 was written by a newer Pacenotes (file version %2; this one reads up to %3). It was left untouched: open it with that Pacenotes, or move it elsewhere to start a new one here.</source>
        <translation>%1 записан более новой версией Pacenotes (версия файла %2; эта версия читает до %3). Файл не тронут: откройте его в той версии Pacenotes или перенесите в другое место, чтобы начать здесь новый.</translation>
    </message>
    <message>
        <source>%1 cannot be backed up before it is updated: %2 The file was left as it is.</source>
        <translation>Не удаётся сделать резервную копию %1 перед обновлением: %2 Файл оставлен как есть.</translation>
    </message>
    <message>
        <source>%1 cannot be updated to version %2: %3 The file was left as it was before this step.</source>
        <translation>Не удаётся обновить %1 до версии %2: %3 Файл оставлен таким, каким был до этого шага.</translation>
    </message>
</context>
<context>
    <name>StandingsSheetPrinter</name>
    <message>
        <source>Ties</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>%1, stage %2: starting order</source>
        <translation>%1, спецучасток %2: порядок старта</translation>
    </message>
    <message>
        <source>Event %1</source>
        <translation>Этап %1</translation>
    </message>
    <message>
        <source>Next event: starting order</source>
        <translation>Следующий этап: порядок старта</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Команды</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>no complete time</source>
        <translation>нет полного времени</translation>
    </message>
    <message>
        <source>%1=</source>
        <comment>a shared position</comment>
        <translation>%1=</translation>
    </message>
    <message>
        <source>%1 (%2) — %3</source>
        <translation>%1 (%2) — %3</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Этапы</translation>
    </message>
    <message>
        <source>No event yet.</source>
        <translation>Этапов пока нет.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2), %n stage(s)</source>
        <translation>
            <numerusform>%1 (%2), %n спецучасток</numerusform>
            <numerusform>%1 (%2), %n спецучастка</numerusform>
            <numerusform>%1 (%2), %n спецучастков</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>played in the app</source>
        <translation>сыграно в приложении</translation>
    </message>
    <message>
        <source>entered by hand</source>
        <translation>введено вручную</translation>
    </message>
    <message numerus="yes">
        <source>in progress: %1 of %n stage(s) done</source>
        <translation>
            <numerusform>идёт: пройдено %1 из %n спецучастка</numerusform>
            <numerusform>идёт: пройдено %1 из %n спецучастков</numerusform>
            <numerusform>идёт: пройдено %1 из %n спецучастков</numerusform>
        </translation>
    </message>
    <message>
        <source>winner: %1</source>
        <translation>победитель: %1</translation>
    </message>
    <message>
        <source>Rules of the season</source>
        <translation>Правила сезона</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Страница %1 из %2</translation>
    </message>
    <message>
        <source>RALLYMAN · %1</source>
        <translation>RALLYMAN · %1</translation>
    </message>
    <message>
        <source>CHAMPIONSHIP STANDINGS</source>
        <translation>ТАБЛИЦА ЧЕМПИОНАТА</translation>
    </message>
    <message>
        <source>SEASON</source>
        <translation>СЕЗОН</translation>
    </message>
    <message numerus="yes">
        <source>after %n event(s) · %1 · %2</source>
        <translation>
            <numerusform>после %n этапа · %1 · %2</numerusform>
            <numerusform>после %n этапов · %1 · %2</numerusform>
            <numerusform>после %n этапов · %1 · %2</numerusform>
        </translation>
    </message>
    <message>
        <source>POS</source>
        <translation>МЕСТО</translation>
    </message>
    <message>
        <source>DRIVER</source>
        <translation>ПИЛОТ</translation>
    </message>
    <message>
        <source>app</source>
        <translation>прил.</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>введено</translation>
    </message>
    <message>
        <source>running</source>
        <translation>идёт</translation>
    </message>
    <message>
        <source>POINTS</source>
        <translation>ОЧКИ</translation>
    </message>
    <message>
        <source>TIME</source>
        <translation>ВРЕМЯ</translation>
    </message>
    <message>
        <source>GAP</source>
        <translation>ОТСТАВ.</translation>
    </message>
    <message>
        <source>No driver yet.</source>
        <translation>Пилотов пока нет.</translation>
    </message>
    <message>
        <source>( ) dropped result · R retired · — not driven · 3= shared place</source>
        <translation>( ) отброшенный результат · С сход · — не участвовал · 3= место поделено</translation>
    </message>
    <message>
        <source>Events %1–%2 of %3</source>
        <translation>Этапы %1–%2 из %3</translation>
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
    <name>TileSpaces</name>
    <message>
        <source>template (proposed from the tile&apos;s shape, not read off a tile)</source>
        <translation>шаблон (предложен по форме фрагмента, а не снят с фрагмента)</translation>
    </message>
    <message>
        <source>estimated (not checked against a tile)</source>
        <translation>оценка (не сверено с фрагментом)</translation>
    </message>
    <message>
        <source>measured from the physical tile</source>
        <translation>снято с настоящего фрагмента</translation>
    </message>
    <message>
        <source>not a pit lane</source>
        <translation>не полоса пит-стопа</translation>
    </message>
    <message>
        <source>pit lane: tyre change</source>
        <translation>полоса пит-стопа: замена шин</translation>
    </message>
    <message>
        <source>pit lane: repairs</source>
        <translation>полоса пит-стопа: ремонт</translation>
    </message>
    <message>
        <source>pit lane: repairs and tyre change</source>
        <translation>полоса пит-стопа: ремонт и замена шин</translation>
    </message>
    <message>
        <source>pit</source>
        <translation>пит-стоп</translation>
    </message>
    <message>
        <source>shortcut, limit %1</source>
        <translation>срезка, ограничение %1</translation>
    </message>
    <message>
        <source>limit %1!</source>
        <translation>ограничение %1!</translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation>ограничение %1</translation>
    </message>
    <message>
        <source>shortcut</source>
        <translation>срезка</translation>
    </message>
    <message>
        <source>sharp, line “!”</source>
        <translation>резкий поворот, линия «!»</translation>
    </message>
    <message>
        <source>sharp, line %1</source>
        <translation>резкий поворот, линия %1</translation>
    </message>
    <message>
        <source>sharp</source>
        <translation>резкий поворот</translation>
    </message>
    <message>
        <source>triple lane</source>
        <translation>тройная полоса</translation>
    </message>
    <message>
        <source>corner %1, outside</source>
        <translation>поворот %1, внешняя траектория</translation>
    </message>
    <message>
        <source>corner %1, inside</source>
        <translation>поворот %1, внутренняя траектория</translation>
    </message>
    <message>
        <source>slide zone %1</source>
        <translation>зона заноса %1</translation>
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
        <source>grid</source>
        <translation>стартовая решётка</translation>
    </message>
    <message>
        <source>read from a picture of the tile (twice, independently)</source>
        <translation>прочитано с изображения фрагмента (дважды, независимо)</translation>
    </message>
    <message>
        <source>line at the road&apos;s first end only</source>
        <translation>линия только у первого конца дороги</translation>
    </message>
    <message>
        <source>line at the road&apos;s last end only</source>
        <translation>линия только у последнего конца дороги</translation>
    </message>
    <message>
        <source>climb +1</source>
        <translation>подъём +1</translation>
    </message>
    <message>
        <source>climb −1</source>
        <translation>подъём −1</translation>
    </message>
    <message>
        <source>speed limit</source>
        <translation>ограничение скорости</translation>
    </message>
    <message>
        <source>dangerous limit</source>
        <translation>ограничение опасного поворота</translation>
    </message>
    <message>
        <source>dotted lines</source>
        <translation>пунктирные линии</translation>
    </message>
    <message>
        <source>danger colour</source>
        <translation>цвет опасности</translation>
    </message>
    <message>
        <source>road type</source>
        <translation>покрытие</translation>
    </message>
    <message>
        <source>corner line</source>
        <translation>траектория поворота</translation>
    </message>
    <message>
        <source>slide zone</source>
        <translation>зона заноса</translation>
    </message>
    <message>
        <source>jump</source>
        <translation>трамплин</translation>
    </message>
    <message>
        <source>climb arrows</source>
        <translation>стрелки подъёма</translation>
    </message>
    <message>
        <source>grid spot</source>
        <translation>место на стартовой решётке</translation>
    </message>
    <message>
        <source>pit lane</source>
        <translation>полоса пит-стопа</translation>
    </message>
    <message>
        <source>the space itself (how many spaces its lane has)</source>
        <translation>сама клетка (сколько клеток в её полосе)</translation>
    </message>
    <message>
        <source>uncertain: %1</source>
        <translation>недостоверно: %1</translation>
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
    <message numerus="yes">
        <source>The track has %n tile(s); at most %1 are accepted.</source>
        <translation>
            <numerusform>В трассе %n фрагмент; принимается не больше %1.</numerusform>
            <numerusform>В трассе %n фрагмента; принимается не больше %1.</numerusform>
            <numerusform>В трассе %n фрагментов; принимается не больше %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrackPackage</name>
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
    <message>
        <source>The package&apos;s track.json is %1 MB; at most %2 MB are accepted.</source>
        <translation>Размер track.json в пакете — %1 МБ; принимается не больше %2 МБ.</translation>
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
    <message>
        <source>RX circuit</source>
        <translation>RX-трасса</translation>
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
    <message>
        <source>%1 — tiles to take out</source>
        <translation>%1 — какие фрагменты достать</translation>
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
        <source>Side a and side b of one physical tile cannot both be on the table: each side used takes a copy.</source>
        <translation>Стороны a и b одного фрагмента не могут одновременно лежать на столе: каждая использованная сторона требует отдельного экземпляра.</translation>
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
        <source>Tile %1 is used as a corner: its branch through edge %2 is not part of the course.</source>
        <translation>Фрагмент %1 использован как поворот: его ответвление через край %2 не входит в трассу.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
    <message numerus="yes">
        <source>Needs %n copies of tile %1: %2. Say which boxes you own to check it.</source>
        <translation>
            <numerusform>Нужен %n экземпляр фрагмента %1: %2. Укажите, какие коробки у вас есть, чтобы это проверить.</numerusform>
            <numerusform>Нужно %n экземпляра фрагмента %1: %2. Укажите, какие коробки у вас есть, чтобы это проверить.</numerusform>
            <numerusform>Нужно %n экземпляров фрагмента %1: %2. Укажите, какие коробки у вас есть, чтобы это проверить.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The tile list needs %n copies of tile %1: %2. Say which boxes you own to check it.</source>
        <translation>
            <numerusform>Списку нужен %n экземпляр фрагмента %1: %2. Укажите, какие коробки у вас есть, чтобы это проверить.</numerusform>
            <numerusform>Списку нужно %n экземпляра фрагмента %1: %2. Укажите, какие коробки у вас есть, чтобы это проверить.</numerusform>
            <numerusform>Списку нужно %n экземпляров фрагмента %1: %2. Укажите, какие коробки у вас есть, чтобы это проверить.</numerusform>
        </translation>
    </message>
    <message>
        <source>Following the road from the RX pre-grid tile %1, no junction leads onto a circuit: it stops at tile %2.</source>
        <translation>Если ехать от фрагмента предстартовой зоны RX %1, ни одна развилка не выводит на круг: дорога обрывается на фрагменте %2.</translation>
    </message>
    <message>
        <source>The RX grid joins the road, but the lap from that junction does not come back to it: it stops at tile %1.</source>
        <translation>Предстартовая зона RX выходит на дорогу, но круг от этой развилки не возвращается к ней: дорога обрывается на фрагменте %1.</translation>
    </message>
    <message>
        <source>The tiles do not tell which end of the stage is the start: it runs from tile %1 to tile %2 (the track&apos;s properties can turn it round).</source>
        <translation>По фрагментам не понять, какой конец спецучастка — старт: он идёт от фрагмента %1 к фрагменту %2 (развернуть можно в свойствах трассы).</translation>
    </message>
    <message>
        <source>The tiles do not tell which way the RX circuit or its joker is driven: the course arrows show the way chosen (the one that turns least where the roads fork).</source>
        <translation>По фрагментам не понять, в какую сторону идут RX-трасса или её джокер: стрелки показывают выбранное направление (с наименьшим поворотом на развилках).</translation>
    </message>
    <message>
        <source>The RX circuit has no joker: no branch leaves the lap and rejoins it (RX mode: every car takes the joker once; community digest, Course Design).</source>
        <translation>У RX-трассы нет джокера: ни одно ответвление не уходит с круга и не возвращается на него (режим RX: каждый автомобиль один раз проезжает джокер; сводка сообщества, «Course Design»).</translation>
    </message>
    <message>
        <source>Tile %1 belongs to %2, but this track is for %3 (mixed tracks: the combined GT/DIRT rules of the community digest).</source>
        <translation>Фрагмент %1 из игры %2, а эта трасса для игры %3 (смешанные трассы: совмещённые правила GT/DIRT из сводки сообщества).</translation>
    </message>
    <message>
        <source>%1 at (%2, %3)</source>
        <translation>%1 на клетке (%2, %3)</translation>
    </message>
    <message>
        <source>east</source>
        <translation>на восток</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>на юго-восток</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>на юго-запад</translation>
    </message>
    <message>
        <source>west</source>
        <translation>на запад</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>на северо-запад</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>на северо-восток</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>an edge: its letter and the way it faces on screen</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The road of tile %1 runs across edge %2 into a side of tile %3 that has no road.</source>
        <translation>Дорога фрагмента %1 через край %2 упирается в край фрагмента %3, где нет дороги.</translation>
    </message>
    <message>
        <source>Tiles %1 and %2 meet at edge %3 with %4 and %5 lanes.</source>
        <translation>Фрагменты %1 и %2 стыкуются у края %3 с разным числом полос: %4 и %5.</translation>
    </message>
    <message>
        <source>Tiles %1 and %2 meet at edge %3 with a skewed half-space edge against a straight edge.</source>
        <translation>Фрагменты %1 и %2 стыкуются у края %3: косой край со сдвигом в полклетки против прямого.</translation>
    </message>
    <message numerus="yes">
        <source>Scenery tile %1 is used %n time(s),</source>
        <translation>
            <numerusform>Декоративный фрагмент %1 использован %n раз,</numerusform>
            <numerusform>Декоративный фрагмент %1 использован %n раза,</numerusform>
            <numerusform>Декоративный фрагмент %1 использован %n раз,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>but the chosen boxes hold %n copy(ies): any scenery will do, or none.</source>
        <translation>
            <numerusform>а в выбранных коробках %n экземпляр: подойдёт любой декоративный фрагмент или никакого.</numerusform>
            <numerusform>а в выбранных коробках %n экземпляра: подойдёт любой декоративный фрагмент или никакого.</numerusform>
            <numerusform>а в выбранных коробках %n экземпляров: подойдёт любой декоративный фрагмент или никакого.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tile %1 is used %n time(s),</source>
        <translation>
            <numerusform>Фрагмент %1 использован %n раз,</numerusform>
            <numerusform>Фрагмент %1 использован %n раза,</numerusform>
            <numerusform>Фрагмент %1 использован %n раз,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>but the chosen boxes hold %n copy(ies).</source>
        <translation>
            <numerusform>а в выбранных коробках %n экземпляр.</numerusform>
            <numerusform>а в выбранных коробках %n экземпляра.</numerusform>
            <numerusform>а в выбранных коробках %n экземпляров.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The tile list needs tile %1 %n time(s),</source>
        <translation>
            <numerusform>Список требует фрагмент %1 %n раз,</numerusform>
            <numerusform>Список требует фрагмент %1 %n раза,</numerusform>
            <numerusform>Список требует фрагмент %1 %n раз,</numerusform>
        </translation>
    </message>
    <message>
        <source>The road of tile %1 ends at edge %2 with no tile beyond.</source>
        <translation>Дорога фрагмента %1 обрывается у края %2: дальше нет фрагмента.</translation>
    </message>
    <message>
        <source>The Assistance tile at (%1, %2) must follow the finish tile of the stage, not tile %3.</source>
        <translation>Фрагмент технической помощи на клетке (%1, %2) должен стоять за финишем спецучастка, а не за фрагментом %3.</translation>
    </message>
    <message>
        <source>The Assistance tile at (%1, %2) must follow the finish tile of the stage, not its start tile %3.</source>
        <translation>Фрагмент технической помощи на клетке (%1, %2) должен стоять за финишем спецучастка, а не за его стартовым фрагментом %3.</translation>
    </message>
    <message>
        <source>The Pit Stop tile at (%1, %2) should be placed next to the track (GT rulebook, Setup 1).</source>
        <translation>Фрагмент пит-стопа на клетке (%1, %2) нужно положить рядом с трассой (правила GT, подготовка 1).</translation>
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
        <translation>%1 и %2 равны по всем признакам: правила оставляют решение игрокам (самое логичное решение, голосование или монетка); сохранён заданный порядок.</translation>
    </message>
    <message>
        <source>%1 before %2: %2 starts the stage this round and plays after the cars already on it.</source>
        <translation>%1 раньше %2: %2 стартует на спецучастке в этом раунде и ходит после автомобилей, которые уже на нём.</translation>
    </message>
    <message>
        <source>%1 before %2: both return to the track this round, and %1 left it first.</source>
        <translation>%1 раньше %2: оба возвращаются на трассу в этом раунде, а %1 сошёл с неё первым.</translation>
    </message>
    <message>
        <source>%1 before %2: both are off the track level, and %1 left it first.</source>
        <translation>%1 раньше %2: оба вне трассы на одном уровне, а %1 сошёл с неё первым.</translation>
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
        <translation>Изменение свойств трассы
изменение свойств трассы</translation>
    </message>
    <message>
        <source>Flip tile %1 to %2</source>
        <translation>Переворот фрагмента %1 на %2
переворот фрагмента %1 на %2</translation>
    </message>
    <message numerus="yes">
        <source>Flip %n tile(s)</source>
        <translation>
            <numerusform>Переворот %n фрагмента
переворот %n фрагмента</numerusform>
            <numerusform>Переворот %n фрагментов
переворот %n фрагментов</numerusform>
            <numerusform>Переворот %n фрагментов
переворот %n фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <source>Move track</source>
        <translation>Сдвиг трассы
сдвиг трассы</translation>
    </message>
    <message>
        <source>Move tile %1</source>
        <translation>Перемещение фрагмента %1
перемещение фрагмента %1</translation>
    </message>
    <message numerus="yes">
        <source>Move %n tile(s)</source>
        <translation>
            <numerusform>Перемещение %n фрагмента
перемещение %n фрагмента</numerusform>
            <numerusform>Перемещение %n фрагментов
перемещение %n фрагментов</numerusform>
            <numerusform>Перемещение %n фрагментов
перемещение %n фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <source>Append tile %1</source>
        <translation>Добавление фрагмента %1
добавление фрагмента %1</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n tile(s)</source>
        <translation>
            <numerusform>Вставка %n фрагмента
вставку %n фрагмента</numerusform>
            <numerusform>Вставка %n фрагментов
вставку %n фрагментов</numerusform>
            <numerusform>Вставка %n фрагментов
вставку %n фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <source>Place tile %1</source>
        <translation>Укладка фрагмента %1
укладку фрагмента %1</translation>
    </message>
    <message numerus="yes">
        <source>Place %n tile(s)</source>
        <translation>
            <numerusform>Укладка %n фрагмента
укладку %n фрагмента</numerusform>
            <numerusform>Укладка %n фрагментов
укладку %n фрагментов</numerusform>
            <numerusform>Укладка %n фрагментов
укладку %n фрагментов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cut %n tile(s)</source>
        <translation>
            <numerusform>Вырезание %n фрагмента
вырезание %n фрагмента</numerusform>
            <numerusform>Вырезание %n фрагментов
вырезание %n фрагментов</numerusform>
            <numerusform>Вырезание %n фрагментов
вырезание %n фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete tile %1</source>
        <translation>Удаление фрагмента %1
удаление фрагмента %1</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n tile(s)</source>
        <translation>
            <numerusform>Удаление %n фрагмента
удаление %n фрагмента</numerusform>
            <numerusform>Удаление %n фрагментов
удаление %n фрагментов</numerusform>
            <numerusform>Удаление %n фрагментов
удаление %n фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <source>Rotate tile %1</source>
        <translation>Поворот фрагмента %1
поворот фрагмента %1</translation>
    </message>
    <message numerus="yes">
        <source>Rotate %n tile(s)</source>
        <translation>
            <numerusform>Поворот %n фрагмента
поворот %n фрагмента</numerusform>
            <numerusform>Поворот %n фрагментов
поворот %n фрагментов</numerusform>
            <numerusform>Поворот %n фрагментов
поворот %n фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <source>Rotate track clockwise</source>
        <translation>Поворот трассы по часовой стрелке
поворот трассы по часовой стрелке</translation>
    </message>
    <message>
        <source>Rotate track counter-clockwise</source>
        <translation>Поворот трассы против часовой стрелки
поворот трассы против часовой стрелки</translation>
    </message>
    <message>
        <source>Change rally details</source>
        <translation>Изменение данных ралли
изменение данных ралли</translation>
    </message>
    <message>
        <source>Add stage %1</source>
        <translation>Добавление спецучастка %1
добавление спецучастка %1</translation>
    </message>
    <message>
        <source>Remove stage %1</source>
        <translation>Удаление спецучастка %1
удаление спецучастка %1</translation>
    </message>
    <message>
        <source>Change stage %1</source>
        <translation>Изменение спецучастка %1
изменение спецучастка %1</translation>
    </message>
    <message>
        <source>Add player %1</source>
        <translation>Добавление игрока %1
добавление игрока %1</translation>
    </message>
    <message>
        <source>Remove player %1</source>
        <translation>Удаление игрока %1
удаление игрока %1</translation>
    </message>
    <message>
        <source>Move player %1</source>
        <translation>Перемещение игрока %1
перемещение игрока %1</translation>
    </message>
    <message>
        <source>Rename player %1</source>
        <translation>Переименование игрока %1
переименование игрока %1</translation>
    </message>
    <message>
        <source>Turn %1: gear %2</source>
        <translation>Ход %1: передача %2
ход %1 (передача %2)</translation>
    </message>
    <message>
        <source>Remove turn %1</source>
        <translation>Удаление хода %1
удаление хода %1</translation>
    </message>
    <message>
        <source>Correct turn %1</source>
        <translation>Исправление хода %1
исправление хода %1</translation>
    </message>
    <message>
        <source>Change sheet header</source>
        <translation>Изменение шапки таблицы
изменение шапки таблицы</translation>
    </message>
    <message>
        <source>Focus tokens: %1</source>
        <translation>Жетоны концентрации: %1
изменение жетонов концентрации (%1)</translation>
    </message>
    <message>
        <source>Finish the lap</source>
        <translation>Завершение круга
завершение круга</translation>
    </message>
    <message>
        <source>Reopen the lap</source>
        <translation>Возобновление круга
возобновление круга</translation>
    </message>
    <message>
        <source>Change notes</source>
        <translation>Изменение заметок
изменение заметок</translation>
    </message>
    <message>
        <source>%1, stage %2</source>
        <translation>%1, спецучасток %2
запись: %1, спецучасток %2</translation>
    </message>
    <message>
        <source>%1, stage %2: %3</source>
        <translation>%1, спецучасток %2: %3
запись: %1, спецучасток %2: %3</translation>
    </message>
    <message>
        <source>%1, stage %2: clear the time</source>
        <translation>%1, спецучасток %2: время стёрто
стирание времени: %1, спецучасток %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, stage %2: %n penalty token(s)</source>
        <translation>
            <numerusform>%1, спецучасток %2: %n штрафной жетон
запись: %1, спецучасток %2, %n штрафной жетон</numerusform>
            <numerusform>%1, спецучасток %2: %n штрафных жетона
запись: %1, спецучасток %2, %n штрафных жетона</numerusform>
            <numerusform>%1, спецучасток %2: %n штрафных жетонов
запись: %1, спецучасток %2, %n штрафных жетонов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 retires from stage %2</source>
        <translation>%1: сход со спецучастка %2
сход: %1, спецучасток %2</translation>
    </message>
    <message>
        <source>%1 did not retire from stage %2</source>
        <translation>%1: отмена схода со спецучастка %2
отмену схода: %1, спецучасток %2</translation>
    </message>
    <message>
        <source>%1, stage %2: damage %3</source>
        <translation>%1, спецучасток %2: повреждения %3
запись повреждений: %1, спецучасток %2</translation>
    </message>
    <message>
        <source>Lay out tiles</source>
        <translation>Раскладка фрагментов
раскладку фрагментов</translation>
    </message>
    <message>
        <source>Import corrections from %1</source>
        <translation>Импорт исправлений из %1</translation>
    </message>
    <message>
        <source>Set %1 to %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Remove the dashboard %1</source>
        <translation>Удалить приборную панель %1</translation>
    </message>
    <message>
        <source>Reset the 0 sides of the gear %1 deck</source>
        <translation>Вернуть стороны 0 колоды передачи %1</translation>
    </message>
    <message>
        <source>Reset %1</source>
        <translation>Вернуть: %1</translation>
    </message>
    <message>
        <source>Reset all game data to the built-in values</source>
        <translation>Вернуть все встроенные игровые данные</translation>
    </message>
    <message>
        <source>Add a 0 side to the gear %1 deck</source>
        <translation>Добавить сторону 0 в колоду передачи %1</translation>
    </message>
    <message>
        <source>Remove a 0 side from the gear %1 deck</source>
        <translation>Удалить сторону 0 из колоды передачи %1</translation>
    </message>
    <message>
        <source>Add a car</source>
        <translation>Добавить автомобиль</translation>
    </message>
    <message>
        <source>Remove a car</source>
        <translation>Убрать автомобиль</translation>
    </message>
    <message>
        <source>Place a car</source>
        <translation>Поставить автомобиль</translation>
    </message>
    <message>
        <source>Set a gear marker</source>
        <translation>Жетон передачи</translation>
    </message>
    <message>
        <source>Change a car</source>
        <translation>Изменить автомобиль</translation>
    </message>
    <message>
        <source>Choose the car to play</source>
        <translation>Выбрать ходящий автомобиль</translation>
    </message>
    <message>
        <source>Back onto the track</source>
        <translation>Вернуть на трассу</translation>
    </message>
    <message>
        <source>Race rules</source>
        <translation>Правила гонки</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Ход: %1</translation>
    </message>
    <message>
        <source>Spaces in a lane</source>
        <translation>Клетки на полосе</translation>
    </message>
    <message>
        <source>Spaces on a road</source>
        <translation>Клетки на дороге</translation>
    </message>
    <message>
        <source>Mark spaces</source>
        <translation>Отметить клетки</translation>
    </message>
    <message>
        <source>Split a space</source>
        <translation>Разделить клетку</translation>
    </message>
    <message>
        <source>Merge spaces</source>
        <translation>Объединить клетки</translation>
    </message>
    <message>
        <source>Add a slide zone</source>
        <translation>Добавить зону заноса</translation>
    </message>
    <message>
        <source>Add a shortcut</source>
        <translation>Добавить срезку</translation>
    </message>
    <message>
        <source>Remove spaces</source>
        <translation>Удалить клетки</translation>
    </message>
    <message>
        <source>Move the start/finish line</source>
        <translation>Переместить линию старта/финиша</translation>
    </message>
    <message>
        <source>Where the data comes from</source>
        <translation>Происхождение данных</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Заметка</translation>
    </message>
    <message>
        <source>Start again from the template</source>
        <translation>Начать заново с шаблона</translation>
    </message>
    <message>
        <source>Speed limit</source>
        <translation>Ограничение скорости</translation>
    </message>
    <message>
        <source>Dangerous corner</source>
        <translation>Опасный поворот</translation>
    </message>
    <message>
        <source>Sharp corner</source>
        <translation>Резкий поворот</translation>
    </message>
    <message>
        <source>Triple-lane corner</source>
        <translation>Поворот с тройной полосой</translation>
    </message>
    <message>
        <source>Danger colour</source>
        <translation>Цвет опасности</translation>
    </message>
    <message>
        <source>Road type</source>
        <translation>Покрытие</translation>
    </message>
    <message>
        <source>Corner</source>
        <translation>Поворот</translation>
    </message>
    <message>
        <source>Slide zone</source>
        <translation>Зона заноса</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Срезка</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Трамплин</translation>
    </message>
    <message>
        <source>Water hazard</source>
        <translation>Брод</translation>
    </message>
    <message>
        <source>Grid spot</source>
        <translation>Место на решётке</translation>
    </message>
    <message>
        <source>Pit lane</source>
        <translation>Полоса пит-стопа</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>этап %1</translation>
    </message>
    <message>
        <source>Change the season</source>
        <translation>Изменить сезон</translation>
    </message>
    <message>
        <source>Rename the season</source>
        <translation>Переименовать сезон</translation>
    </message>
    <message>
        <source>Change the season&apos;s rules</source>
        <translation>Изменить правила сезона</translation>
    </message>
    <message>
        <source>Change the drivers</source>
        <translation>Изменить пилотов</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Добавить %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Удалить %1</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Изменить %1</translation>
    </message>
    <message>
        <source>%1, stage %2: spare tyre</source>
        <translation>%1, спецучасток %2: запасное колесо
запись о запасном колесе: %1, спецучасток %2</translation>
    </message>
    <message>
        <source>Mark as uncertain</source>
        <translation>Пометить как недостоверное</translation>
    </message>
    <message>
        <source>Mark as certain</source>
        <translation>Пометить как достоверное</translation>
    </message>
    <message>
        <source>Climb arrows</source>
        <translation>Стрелки подъёма</translation>
    </message>
    <message>
        <source>Dotted lines at</source>
        <translation>Пунктирные линии</translation>
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
        <source>The entry &quot;%1&quot; is compressed more than %2 times: it looks like a decompression bomb.</source>
        <translation>Запись «%1» сжата больше чем в %2 раз: похоже на zip-бомбу.</translation>
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
    <message numerus="yes">
        <source>The archive has %n entry(ies); a track package has only a few (at most %1 are accepted).</source>
        <translation>
            <numerusform>В архиве %n запись; в пакете трассы их всего несколько (принимается не больше %1).</numerusform>
            <numerusform>В архиве %n записи; в пакете трассы их всего несколько (принимается не больше %1).</numerusform>
            <numerusform>В архиве %n записей; в пакете трассы их всего несколько (принимается не больше %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>The entry &quot;%1&quot; would unpack to %2 MB; at most %3 MB are accepted.</source>
        <translation>Запись «%1» распаковалась бы в %2 МБ; принимается не больше %3 МБ.</translation>
    </message>
    <message>
        <source>The archive would unpack to more than %1 MB.</source>
        <translation>Архив распаковался бы больше чем в %1 МБ.</translation>
    </message>
</context>
<context>
    <name>ZipEntries</name>
    <message>
        <source>%1 would unpack to %2 bytes; at most %3 are accepted.</source>
        <translation>%1 распаковался бы в %2 байт; допускается не больше %3.</translation>
    </message>
    <message>
        <source>The archive is damaged: %1 cannot be found in it.</source>
        <translation>Архив повреждён: в нём не найден %1.</translation>
    </message>
    <message>
        <source>The archive is damaged: %1 cannot be unpacked (zip error %2).</source>
        <translation>Архив повреждён: %1 не распаковывается (ошибка zip %2).</translation>
    </message>
    <message>
        <source>The archive is damaged: %1 cannot be unpacked.</source>
        <translation>Архив повреждён: %1 не распаковывается.</translation>
    </message>
    <message>
        <source>The archive is damaged or hostile: %1 unpacks to more than it declares.</source>
        <translation>Архив повреждён или вредоносен: %1 распаковывается в больший объём, чем заявлено.</translation>
    </message>
    <message>
        <source>The archive is damaged: %1 fails its checksum.</source>
        <translation>Архив повреждён: у %1 не сходится контрольная сумма.</translation>
    </message>
    <message>
        <source>The archive is damaged: %1 is shorter than it declares.</source>
        <translation>Архив повреждён: %1 короче, чем заявлено.</translation>
    </message>
    <message>
        <source>Cannot add %1 to the archive (zip error %2).</source>
        <translation>Не удалось добавить %1 в архив (ошибка zip %2).</translation>
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
        <source>Tracks to open: the first in the designer, the others in the track library.</source>
        <translation>Трассы, которые нужно открыть: первая — в конструкторе, остальные — в библиотеке трасс.</translation>
    </message>
</context>
</TS>
