// SPDX-License-Identifier: GPL-3.0-or-later
#include "sololapdocument.h"

#include "commands/sololapcommands.h"
#include "recordsdatabase.h"
#include "rules/solotiming.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace Pacenotes {

SoloLapDocument::SoloLapDocument(QObject *parent) : SoloLapDocument(SoloLap{}, parent) {}

SoloLapDocument::SoloLapDocument(const SoloLap &lap, QObject *parent)
    : QObject(parent), m_lap(lap), m_undo(new QUndoStack(this))
{
    if (!m_lap.header.date.isValid() && m_lap.id == 0)
        m_lap.header.date = QDate::currentDate();
}

SoloLapDocument::~SoloLapDocument() = default;

const SoloTiming &SoloLapDocument::timing() const
{
    return SoloTiming::builtin();
}

int SoloLapDocument::trackTime() const
{
    return m_lap.trackTime(timing());
}

int SoloLapDocument::finalTime() const
{
    return m_lap.finalTime(timing());
}

bool SoloLapDocument::isBlank() const
{
    return m_lap.turns.isEmpty() && m_lap.header.track.isEmpty() && m_lap.header.driver.isEmpty()
        && m_lap.focusTokens == 0 && !m_lap.finished && m_lap.notes.isEmpty();
}

bool SoloLapDocument::reject(QString *error, const QString &message)
{
    if (error)
        *error = message;
    emit inputRejected(message);
    return false;
}

bool SoloLapDocument::appendTurn(GearMarker gear, TurnWeather weather, QString *error)
{
    if (m_lap.finished)
        return reject(error, tr("The lap is finished. Reopen it to add turns."));
    if (m_lap.turns.size() >= SoloLap::kMaxTurns)
        return reject(error, tr("A lap has at most %n turn(s).", nullptr, SoloLap::kMaxTurns));
    if (!SoloLapCheck::isValidGear(gear))
        return reject(error, tr("%1 is not a gear a turn can end in (6 to 1, 0 or 00).").arg(gear.text()));
    if (weather != TurnWeather::None && m_lap.header.weather != LapWeather::Random)
        return reject(error, tr("Dry and wet turns are only written with random weather."));
    m_undo->push(new InsertTurnCommand(this, int(m_lap.turns.size()), SoloTurn{gear, weather}));
    return true;
}

bool SoloLapDocument::setTurnGear(int turn, GearMarker gear, QString *error)
{
    if (turn < 0 || turn >= m_lap.turns.size())
        return reject(error, tr("There is no turn %1 on this sheet.").arg(turn + 1));
    if (!SoloLapCheck::isValidGear(gear))
        return reject(error, tr("%1 is not a gear a turn can end in (6 to 1, 0 or 00).").arg(gear.text()));
    SoloTurn t = m_lap.turns[turn];
    if (t.endGear == gear)
        return true;
    t.endGear = gear;
    m_undo->push(new ChangeTurnCommand(this, turn, t));
    return true;
}

bool SoloLapDocument::setTurnWeather(int turn, TurnWeather weather, QString *error)
{
    if (turn < 0 || turn >= m_lap.turns.size())
        return reject(error, tr("There is no turn %1 on this sheet.").arg(turn + 1));
    if (weather != TurnWeather::None && m_lap.header.weather != LapWeather::Random)
        return reject(error, tr("Dry and wet turns are only written with random weather."));
    SoloTurn t = m_lap.turns[turn];
    if (t.weather == weather)
        return true;
    t.weather = weather;
    m_undo->push(new ChangeTurnCommand(this, turn, t));
    return true;
}

bool SoloLapDocument::removeTurn(int turn, QString *error)
{
    if (turn < 0 || turn >= m_lap.turns.size())
        return reject(error, tr("There is no turn %1 on this sheet.").arg(turn + 1));
    if (m_lap.finished && m_lap.turns.size() == 1) {
        // A finished lap cannot be empty: reopen it in the same undo step.
        m_undo->beginMacro(tr("Remove turn %1").arg(turn + 1));
        m_undo->push(new SetLapFinishedCommand(this, false));
        m_undo->push(new RemoveTurnCommand(this, turn));
        m_undo->endMacro();
    } else {
        m_undo->push(new RemoveTurnCommand(this, turn));
    }
    return true;
}

bool SoloLapDocument::setHeader(const SoloLapHeader &header, QString *error)
{
    if (header == m_lap.header)
        return true;
    SoloLap check = m_lap;
    check.header = header;
    if (const QStringList p = check.problems(); !p.isEmpty())
        return reject(error, p.join(u' '));
    m_undo->push(new ChangeLapHeaderCommand(this, header));
    return true;
}

bool SoloLapDocument::setFocusTokens(int tokens, QString *error)
{
    if (const QString p = SoloLapCheck::focusProblem(tokens); !p.isEmpty())
        return reject(error, p);
    if (tokens != m_lap.focusTokens)
        m_undo->push(new ChangeFocusTokensCommand(this, tokens));
    return true;
}

bool SoloLapDocument::setFinished(bool finished, QString *error)
{
    if (finished == m_lap.finished)
        return true;
    if (finished && m_lap.turns.isEmpty())
        return reject(error, tr("Write at least one turn before finishing the lap."));
    m_undo->push(new SetLapFinishedCommand(this, finished));
    return true;
}

bool SoloLapDocument::setNotes(const QString &notes, QString *error)
{
    if (notes.size() > SoloLap::kMaxNotesLength)
        return reject(error, tr("The notes are too long (at most %1 characters).").arg(SoloLap::kMaxNotesLength));
    if (notes != m_lap.notes)
        m_undo->push(new ChangeLapNotesCommand(this, notes));
    return true;
}

void SoloLapDocument::applyInsertTurn(int at, const SoloTurn &turn)
{
    emit turnAboutToBeInserted(at);
    m_lap.turns.insert(at, turn);
    emit turnInserted(at);
    touch();
}

void SoloLapDocument::applyRemoveTurn(int at)
{
    emit turnAboutToBeRemoved(at);
    m_lap.turns.removeAt(at);
    emit turnRemoved(at);
    touch();
}

void SoloLapDocument::applySetTurn(int at, const SoloTurn &turn)
{
    m_lap.turns[at] = turn;
    emit turnChanged(at);
    touch();
}

void SoloLapDocument::applyHeader(const SoloLapHeader &header)
{
    m_lap.header = header;
    emit headerChanged();
    touch();
}

void SoloLapDocument::applyFocusTokens(int tokens)
{
    m_lap.focusTokens = tokens;
    emit focusTokensChanged();
    touch();
}

void SoloLapDocument::applyFinished(bool finished)
{
    m_lap.finished = finished;
    emit finishedChanged();
    touch();
}

void SoloLapDocument::applyNotes(const QString &notes)
{
    m_lap.notes = notes;
    emit notesChanged();
    touch();
}

void SoloLapDocument::touch()
{
    emit changed();
    if (m_db)
        save();
}

void SoloLapDocument::attachDatabase(RecordsDatabase *db)
{
    m_db = db;
    if (m_db && !isBlank())
        save();
}

bool SoloLapDocument::save()
{
    if (!m_db)
        return false;
    if (isBlank() && m_lap.id == 0)
        return true; // nothing written yet: no record
    QString error;
    const std::optional<qint64> id = m_db->saveLap(m_lap, &error);
    if (!id) {
        emit saveFailed(error);
        return false;
    }
    m_lap.id = *id;
    emit saved(*id);
    return true;
}

} // namespace Pacenotes
