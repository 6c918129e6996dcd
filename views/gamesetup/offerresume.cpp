// SPDX-License-Identifier: GPL-3.0-or-later
#include "offerresume.h"

#include "sessionsdialog.h"

#include "game/gamesetup.h"
#include "game/gamestore.h"

#include <QCoreApplication>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(OfferResume)
};
} // namespace

std::optional<qint64> offerResume(QWidget *parent, GameStore &store)
{
    const std::optional<QList<SessionInfo>> sessions = store.sessions();
    if (!sessions)
        return std::nullopt;
    // The list is the most recently played first: that is the game to offer.
    const auto it = std::find_if(sessions->cbegin(), sessions->cend(),
                                 [](const SessionInfo &s) { return s.status == SessionInfo::Status::InProgress; });
    if (it == sessions->cend())
        return std::nullopt;
    const SessionInfo &s = *it;
    const std::optional<GameKind> kind = GameSetup::kindFromId(s.kind);
    const QString title = s.title.isEmpty() ? Tr::tr("an untitled game") : s.title;
    const QString when = QLocale().toString(s.modified.toLocalTime(), QLocale::ShortFormat);
    QString where = s.round > 0 ? Tr::tr("round %1, %n action(s) played", nullptr, s.actions).arg(s.round)
                                : Tr::tr("%n action(s) played", nullptr, s.actions);

    QMessageBox box(QMessageBox::Question, Tr::tr("Resume the game?"),
                    Tr::tr("“%1” was still being played when Pacenotes closed.").arg(title), QMessageBox::NoButton, parent);
    box.setObjectName(u"offerResume"_s);
    box.setInformativeText(Tr::tr("%1 with %2; %3; last played %4.\nResume it exactly where it was?")
                               .arg(kind ? GameSetup::kindName(*kind) : s.kind, s.players, where, when));
    QPushButton *resume = box.addButton(Tr::tr("&Resume"), QMessageBox::AcceptRole);
    resume->setObjectName(u"resumeButton"_s);
    QPushButton *later = box.addButton(Tr::tr("&Later"), QMessageBox::RejectRole);
    later->setObjectName(u"laterButton"_s);
    QPushButton *list = box.addButton(Tr::tr("&Sessions…"), QMessageBox::ActionRole);
    list->setObjectName(u"sessionsButton"_s);
    box.setDefaultButton(resume);
    box.setEscapeButton(later);
    box.exec();
    if (box.clickedButton() == resume)
        return s.id;
    if (box.clickedButton() != list)
        return std::nullopt;

    SessionsDialog dialog(&store, parent);
    dialog.selectSession(s.id);
    std::optional<qint64> chosen;
    QObject::connect(&dialog, &SessionsDialog::resumeRequested, &dialog, [&chosen](qint64 id) { chosen = id; });
    dialog.exec();
    return chosen;
}

} // namespace Pacenotes
