// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesreference.h"

#include "championship/seasondata.h"
#include "rules/rulebook.h"

#include <QMap>
#include <QSet>

#include <utility>

namespace Pacenotes {

using namespace Qt::StringLiterals;

QString RulesReference::html()
{
    // Every (book, page, section) any rule cites for either game, once.
    QMap<Book, QMap<std::pair<int, QString>, bool>> cited; // → page inferred
    const auto cite = [&cited](const RuleReference &ref) {
        const auto key = std::make_pair(ref.page, QString::fromLatin1(ref.section));
        auto &pages = cited[ref.book];
        pages[key] = pages.contains(key) ? pages[key] && ref.pageInferred : ref.pageInferred;
    };
    for (int r = 0; r < RuleCount; ++r)
        for (Game game : {Game::GT, Game::Dirt})
            cite(RuleBook::reference(Rule(r), game));
    // The championships' scoring (standings, sheets) cites the digest's Multi-Stage Races.
    for (SeasonTopic t : SeasonRefs::all())
        cite(SeasonRefs::reference(t));
    const auto esc = [](const QString &s) { return s.toHtmlEscaped(); };
    QString out = u"<h2>%1</h2>"_s.arg(esc(tr("Rules quick reference")));
    out += u"<p>%1</p>"_s.arg(esc(tr("When Pacenotes rules on a move, times a lap or keeps a rally sheet, it names the "
                                     "rulebook section it follows. These are all the sections it cites, book by book. "
                                     "Pages are those of the English rulebooks; the rulebooks themselves are the authority.")));
    bool anyInferred = false;
    for (auto book = cited.cbegin(); book != cited.cend(); ++book) {
        out += u"<h3>%1</h3><table cellspacing='0' cellpadding='3'>"_s.arg(esc(RuleBook::bookName(book.key())));
        out += u"<tr><th align='right'>%1</th><th align='left'>%2</th></tr>"_s.arg(esc(tr("Page")), esc(tr("Section")));
        for (auto it = book->cbegin(); it != book->cend(); ++it) {
            anyInferred |= it.value();
            out += u"<tr><td align='right'>%1%2</td><td>%3</td></tr>"_s.arg(it.key().first)
                       .arg(it.value() ? u"*"_s : QString())
                       .arg(esc(QCoreApplication::translate("RuleBook", it.key().second.toLatin1().constData())));
        }
        out += u"</table>"_s;
    }
    if (anyInferred)
        out += u"<p><small>%1</small></p>"_s.arg(esc(tr("* The page follows from the order of the pages: the book's own "
                                                      "gaming aid does not list it.")));
    return out;
}

} // namespace Pacenotes
