// SPDX-License-Identifier: GPL-3.0-or-later
// The game log reader (docs/game-log.md): GameLogJson::readDocument on any bytes, then the game
// replayed through the referee as `pacenotes game replay` does (a game is shared by sending its
// log). Each input gets a document or a message, never both or neither; a setup that reads is
// written again and reads back the same; the replay accepts each action or refuses it with a
// message; and what was accepted, exported as a log, reads back and replays to the same state.
#include "fuzzsupport.h"
#include "game/gamelogjson.h"
#include "game/gamesession.h"

namespace {

using namespace Pacenotes;

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = FuzzSupport::bytes(data, size);
    QString error;
    const std::optional<GameLogJson::Document> doc = GameLogJson::readDocument(input, &error);
    if (!doc) {
        if (error.isEmpty())
            FuzzSupport::broken("game log: refused without a message");
        return 0;
    }
    if (!error.isEmpty())
        FuzzSupport::broken("game log: read, with a message");

    // The setup as written reads back as the same setup.
    const QJsonObject setupJson = GameLogJson::setup(doc->setup);
    QString why;
    const std::optional<GameSetup> again = GameLogJson::readSetup(setupJson, &why);
    if (!again)
        FuzzSupport::broken("game log: a setup it read does not read back");
    if (compact(GameLogJson::setup(*again)) != compact(setupJson))
        FuzzSupport::broken("game log: the setup written twice differs");

    // The replay: every action accepted, or refused with a message.
    std::unique_ptr<GameSession> game = GameSession::create(doc->setup, &why);
    if (!game) {
        if (why.isEmpty())
            FuzzSupport::broken("game log: a setup that reads cannot start a game, and no message says why");
        return 0;
    }
    for (const ActionInput &action : doc->actions) {
        const ActionVerdict v = game->apply(action);
        if (!v.accepted) {
            if (v.error.isEmpty())
                FuzzSupport::broken("game log: an action refused without a message");
            break;
        }
        if (QJsonDocument(GameLogJson::action(action, game->setup())).toJson().isEmpty())
            FuzzSupport::broken("game log: an accepted action does not write out");
    }
    const QJsonObject state = game->state().toJson(game->setup());

    // What was accepted, exported, is again a log that replays to the same state.
    const QByteArray exported = QJsonDocument(GameLogJson::document(*game)).toJson(QJsonDocument::Compact);
    const std::optional<GameLogJson::Document> back = GameLogJson::readDocument(exported, &why);
    if (!back)
        FuzzSupport::broken("game log: the exported log does not read back");
    if (back->actions.size() != game->log().size())
        FuzzSupport::broken("game log: the exported log lost actions");
    std::unique_ptr<GameSession> replayed = GameSession::create(back->setup, &why);
    if (!replayed)
        FuzzSupport::broken("game log: the exported setup cannot start a game");
    for (const ActionInput &action : back->actions)
        if (!replayed->apply(action).accepted)
            FuzzSupport::broken("game log: the exported log refuses an action the game accepted");
    if (compact(replayed->state().toJson(replayed->setup())) != compact(state))
        FuzzSupport::broken("game log: the exported log replays to another state");
    return 0;
}
