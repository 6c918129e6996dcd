// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

#include <functional>
#include <memory>

class QAction;
class QLabel;
class QMenu;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QTextBrowser;
class QToolBar;

namespace Pacenotes {

class ChampionshipDocument;
class ChampionshipEventsModel;
class ChampionshipStandingsModel;
class ChampionshipStartModel;
class GameStore;
struct ChampionshipEvent;
struct ChampionshipDriver;

/**
 * One season in a window of its own: the standings (a column per event, total, gap; click a
 * header to sort), the next event's (or stage's) starting order with the reason for each place,
 * the teams, the events with their source (played in the app or entered), and the rules. Season ▸
 * Add a Finished Game…, Enter Results…, Drivers and Rules…, print preview and PDF of the standings
 * sheet, CSV, Markdown or plain text for a forum post, the season as JSON (docs/championship.md).
 * Its own undo. Owns the document; every change is saved as it is made when the document has a
 * store, and a failed save is said in the status bar (the change stays on screen).
 */
class ChampionshipWindow : public QMainWindow
{
    Q_OBJECT
public:
    using FileChooser = std::function<QString(const QString &caption, const QString &suggestedPath, const QString &filter)>;

    /// Takes the document (reparented to the window).
    explicit ChampionshipWindow(ChampionshipDocument *doc, QWidget *parent = nullptr);
    ~ChampionshipWindow() override;

    ChampionshipDocument *document() const { return m_doc; }
    /// Where "Add a Finished Game…" finds the games (the app's games file).
    void setGameStore(std::function<GameStore *()> provider) { m_games = std::move(provider); }
    /// Replaces the save dialogs (tests); an empty answer cancels.
    void setFileChooser(FileChooser chooser) { m_chooser = std::move(chooser); }

    QTableView *standingsView() const { return m_standingsView; }
    QTableView *startView() const { return m_startView; }
    QTableView *eventsView() const { return m_eventsView; }
    QTableView *teamsView() const { return m_teamsView; }
    QTabWidget *tabs() const { return m_tabs; }
    QSortFilterProxyModel *standingsProxy() const { return m_proxy; }
    QLabel *startTitle() const { return m_startTitle; }
    QLabel *startExplanation() const { return m_startExplanation; }
    /// How each tie on the total was settled, in words (hidden without a tie).
    QLabel *tiesLabel() const { return m_ties; }
    QTextBrowser *rulesView() const { return m_rules; }
    QAction *addGameAction() const { return m_addGame; }
    QAction *enterResultsAction() const { return m_enterResults; }
    QAction *printPreviewAction() const { return m_printPreview; }

    /// The dialogs' work without the dialogs: add a game's event (with drivers new to the season).
    bool addEvent(const ChampionshipEvent &event, const QList<ChampionshipDriver> &newDrivers, QString *error = nullptr);
    bool exportCsv(const QString &path, QString *error = nullptr) const;
    bool exportJson(const QString &path, QString *error = nullptr) const;
    QString markdown() const;
    QString plainText() const;
    bool savePdf(const QString &path, QString *error = nullptr) const;

    void addFinishedGame();
    void enterResults();
    void editSelectedEvent();
    void editSeason();

signals:
    void message(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void updateTexts();
    void retranslate();
    void say(const QString &text);
    int selectedEvent() const;
    void chooseAndExport(int kind);

    ChampionshipDocument *m_doc;
    ChampionshipStandingsModel *m_standings;
    ChampionshipStartModel *m_start;
    ChampionshipEventsModel *m_events;
    QSortFilterProxyModel *m_proxy;
    QTabWidget *m_tabs;
    QTableView *m_standingsView;
    QTableView *m_startView;
    QTableView *m_eventsView;
    QTableView *m_teamsView;
    QLabel *m_ties;
    QLabel *m_startTitle;
    QLabel *m_startExplanation;
    QLabel *m_teamsTitle;
    QLabel *m_eventsHint;
    QTextBrowser *m_rules;
    QToolBar *m_toolBar;
    QMenu *m_seasonMenu;
    QMenu *m_editMenu;
    QMenu *m_exportMenu;
    QAction *m_addGame;
    QAction *m_enterResults;
    QAction *m_editEvent;
    QAction *m_removeEvent;
    QAction *m_moveUp;
    QAction *m_moveDown;
    QAction *m_editSeason;
    QAction *m_printPreview;
    QAction *m_savePdf;
    QAction *m_exportCsv;
    QAction *m_copyMarkdown;
    QAction *m_copyText;
    QAction *m_exportJson;
    QAction *m_close;
    QAction *m_undo;
    QAction *m_redo;
    std::function<GameStore *()> m_games;
    FileChooser m_chooser;
};

} // namespace Pacenotes
