// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamedatawindow.h"

#include "gamedatadelegate.h"
#include "gamedatapage.h"
#include "game/gamedatadocument.h"
#include "game/gamedatatext.h"
#include "itemmodels/damagebagdatamodel.h"
#include "itemmodels/dashboarddatamodel.h"
#include "itemmodels/lossofcontroldatamodel.h"
#include "itemmodels/solotimingdatamodel.h"
#include "itemmodels/timecarddatamodel.h"
#include "shell/filedialogs.h"

#include <QAction>
#include <QCloseEvent>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTextBrowser>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
constexpr int kProblemRole = Qt::UserRole + 1;
}

GameDataWindow::GameDataWindow(const QString &path, QWidget *parent)
    : QMainWindow(parent), m_doc(new GameDataDocument(this)), m_tabs(new QTabWidget(this)), m_message(new QLabel(this)),
      m_details(new QTextBrowser(this)), m_checks(new QListWidget(this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setObjectName(u"gameDataWindow"_s);
    QString error;
    const bool loaded = m_doc->load(path.isEmpty() ? DataOverrides::defaultPath() : path, &error);

    buildPages();
    buildActions();
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buildBottomPanel());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Close, central);
    connect(buttons->button(QDialogButtonBox::Save), &QPushButton::clicked, this, &GameDataWindow::save);
    connect(buttons->button(QDialogButtonBox::Close), &QPushButton::clicked, this, &QWidget::close);
    layout->addWidget(buttons);
    setCentralWidget(central);

    connect(m_doc, &GameDataDocument::dataChanged, this, [this] {
        showMessage({}, Tone::Info); // an accepted change: the last refusal no longer applies
        updateChecks();
        updateDetails();
        updateActions();
    });
    connect(m_doc, &GameDataDocument::inputRejected, this, [this](const QString &why) { showMessage(why, Tone::Error); });
    connect(m_doc, &GameDataDocument::modifiedChanged, this, &GameDataWindow::updateTitle);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        showMessage({}, Tone::Info); // a refusal on another page
        updateDetails();
        updateActions();
    });
    updateChecks();
    updateDetails();
    updateActions();
    updateTitle();
    if (!loaded)
        showMessage(tr("%1\nThe file is left as it is; saving keeps a copy of it next to the new one.").arg(error), Tone::Error);
    resize(1060, 760);
}

GameDataWindow::~GameDataWindow() = default;

void GameDataWindow::buildPages()
{
    const auto add = [this](GameDataKind kind, const QString &intro) {
        auto *page = new GameDataPage(m_doc, intro, m_tabs);
        m_pages << page;
        m_tabs->addTab(page, GameDataText::kindName(kind));
        connect(page, &GameDataPage::currentCellChanged, this, [this] {
            updateDetails();
            updateActions();
        });
        return page;
    };
    add(GameDataKind::GtDashboards,
        tr("The dice a GT car may use each turn and how many ⚠ make it lose control, for each class, tyres and weather "
           "(the two sides of a dashboard card). Double-click a value, or select it and type, to correct it from your "
           "own dashboard."))
        ->addTable(new DashboardDataModel(m_doc, Game::GT));
    add(GameDataKind::DirtDashboards,
        tr("The dice of a DIRT car on each kind of road, and as the leader on gravel. Only the gravel columns are known "
           "from the rulebook: correct the others from your own dashboard."))
        ->addTable(new DashboardDataModel(m_doc, Game::Dirt));
    add(GameDataKind::LossOfControl,
        tr("What a Loss of Control costs a GT car, by the gear it was in: the gear marker (0: it skids on the track; "
           "00: it leaves the track) and the Damage tokens to draw by the danger colour of the tile."))
        ->addTable(new LossOfControlDataModel(m_doc));
    GameDataPage *cards = add(GameDataKind::TimeCards,
                              tr("The DIRT Time cards, one deck per gear: the seconds on the front and, under each deck, the "
                                 "kinds of 0 side its cards show after a Loss of Control, and how many. Only their structure "
                                 "is published: enter the cards of your own box. At the table, the card flipped is what counts."));
    cards->addTable(new TimeCardDataModel(m_doc));
    GameDataPage *bags = add(GameDataKind::GtDamageBag,
                             tr("What the Damage token bags hold when full, by kind of token. DIRT tokens have a shortcut "
                                "side too."));
    m_tabs->setTabText(m_tabs->indexOf(bags), tr("Damage tokens"));
    for (const Game g : {Game::GT, Game::Dirt}) {
        bags->addTable(new DamageBagDataModel(m_doc, g), [this, g] {
            const int box = m_doc->validator().checks().value(g == Game::GT ? GameDataChecks::Fact::GtDamageTokens
                                                                            : GameDataChecks::Fact::DirtDamageTokens);
            const int total = m_doc->data().damageBag(g).total();
            return g == Game::GT ? tr("GT bag: %n token(s); the box has %1", nullptr, total).arg(box)
                                 : tr("DIRT bag: %n token(s); the box has %1", nullptr, total).arg(box);
        });
    }
    add(GameDataKind::SoloTiming,
        tr("GT solo mode: the seconds each turn adds by the gear it ends in, and the seconds each Focus token left at the "
           "end takes off. The rulebook prints these; change them only for a variant you play. The score sheets in "
           "Records keep the rulebook's times."))
        ->addTable(new SoloTimingDataModel(m_doc));
}

QWidget *GameDataWindow::buildBottomPanel()
{
    auto *panel = new QWidget(this);
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    m_message->setObjectName(u"gameDataMessage"_s);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_message->setAutoFillBackground(true);
    m_message->setMargin(4);
    layout->addWidget(m_message);

    auto *row = new QHBoxLayout;
    auto *detailsBox = new QVBoxLayout;
    auto *detailsTitle = new QLabel(tr("This value"), panel);
    auto *checksTitle = new QLabel(tr("Checks"), panel);
    for (QLabel *l : {detailsTitle, checksTitle}) {
        QFont f = l->font();
        f.setBold(true);
        l->setFont(f);
    }
    m_checks->setWordWrap(true);
    m_checks->setIconSize(QSize(16, 16));
    m_checks->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    detailsBox->addWidget(detailsTitle);
    m_details->setOpenLinks(false);
    detailsBox->addWidget(m_details, 1);
    auto *checksBox = new QVBoxLayout;
    checksBox->addWidget(checksTitle);
    checksBox->addWidget(m_checks, 1);
    row->addLayout(detailsBox, 3);
    row->addLayout(checksBox, 2);
    layout->addLayout(row);
    connect(m_checks, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        const int i = item->data(kProblemRole).toInt();
        if (i >= 0 && i < m_doc->problems().size())
            showItem(m_doc->problems().at(i).item);
    });
    connect(m_checks, &QListWidget::itemClicked, m_checks, &QListWidget::itemActivated);

    // Fixed heights: a message, a source or a check appearing never moves the tables.
    const int line = fontMetrics().lineSpacing();
    m_message->setFixedHeight(line * 2 + 12);
    panel->setFixedHeight(line * 11);

    // The legend of the marks, in the status bar.
    QStringList legend;
    QStringList meanings;
    for (Confidence c : {Confidence::Rulebook, Confidence::Confirmed, Confidence::SingleSource, Confidence::Placeholder,
                         Confidence::User}) {
        legend << u"<span style=\"color:%1\">◤</span>&nbsp;%2"_s.arg(GameDataDelegate::markColour(c).name(),
                                                                     GameDataText::confidenceShortName(c).toHtmlEscaped());
        meanings << tr("%1: %2").arg(GameDataText::confidenceShortName(c), RulesText::confidenceName(c));
    }
    auto *legendLabel = new QLabel(tr("Marks:") + u"&nbsp; "_s + legend.join(u"&nbsp;&nbsp; "_s), this);
    legendLabel->setObjectName(u"gameDataLegend"_s);
    legendLabel->setToolTip(meanings.join(u'\n'));
    statusBar()->addPermanentWidget(legendLabel, 1);
    return panel;
}

void GameDataWindow::buildActions()
{
    QUndoStack *stack = m_doc->undoStack();
    QAction *undo = stack->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    QAction *redo = stack->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
    m_reset = new QAction(style()->standardIcon(QStyle::SP_DialogResetButton), tr("Reset to &Built-in"), this);
    m_reset->setShortcut(Qt::CTRL | Qt::Key_Backspace);
    m_reset->setStatusTip(tr("Back to the value shipped with Pacenotes, with its source."));
    connect(m_reset, &QAction::triggered, this, &GameDataWindow::resetSelection);
    m_markChecked = new QAction(style()->standardIcon(QStyle::SP_DialogApplyButton), tr("&Mark as Checked"), this);
    m_markChecked->setStatusTip(tr("You read these values off your own components and they are right: they become yours."));
    connect(m_markChecked, &QAction::triggered, this, &GameDataWindow::markSelectionChecked);
    m_resetAll = new QAction(tr("Reset &All to Built-in…"), this);
    connect(m_resetAll, &QAction::triggered, this, &GameDataWindow::resetAll);
    m_import = new QAction(style()->standardIcon(QStyle::SP_DialogOpenButton), tr("&Import…"), this);
    m_import->setStatusTip(tr("Take the corrections of a file someone shared; yours for other values stay."));
    connect(m_import, &QAction::triggered, this, &GameDataWindow::chooseImport);
    m_export = new QAction(tr("&Export…"), this);
    m_export->setStatusTip(tr("Write your corrections to a file to share or keep."));
    connect(m_export, &QAction::triggered, this, &GameDataWindow::chooseExport);
    m_save = new QAction(style()->standardIcon(QStyle::SP_DialogSaveButton), tr("&Save"), this);
    m_save->setShortcut(QKeySequence::Save);
    connect(m_save, &QAction::triggered, this, &GameDataWindow::save);
    m_close = new QAction(tr("&Close"), this);
    m_close->setShortcut(QKeySequence::Close);
    connect(m_close, &QAction::triggered, this, &QWidget::close);

    m_addZeroSide = new QAction(tr("Add a 0 Side"), this);
    m_addZeroSide->setStatusTip(tr("Another kind of 0 side in the selected deck."));
    connect(m_addZeroSide, &QAction::triggered, this, &GameDataWindow::addZeroSide);
    m_removeZeroSide = new QAction(tr("Remove the 0 Side"), this);
    connect(m_removeZeroSide, &QAction::triggered, this, &GameDataWindow::removeZeroSide);
    if (GameDataPage *cards = page(GameDataKind::TimeCards)) {
        for (QAction *a : {m_addZeroSide, m_removeZeroSide}) {
            auto *button = new QPushButton(a->text(), cards);
            connect(button, &QPushButton::clicked, a, &QAction::trigger);
            connect(a, &QAction::enabledChanged, button, &QWidget::setEnabled);
            cards->buttons()->addWidget(button);
        }
    }

    QMenu *data = menuBar()->addMenu(tr("&Data"));
    data->addAction(m_import);
    data->addAction(m_export);
    data->addSeparator();
    data->addAction(m_save);
    data->addAction(m_close);
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(m_reset);
    edit->addAction(m_markChecked);
    edit->addAction(m_resetAll);
    edit->addSeparator();
    edit->addAction(m_addZeroSide);
    edit->addAction(m_removeZeroSide);

    QToolBar *bar = addToolBar(tr("Game Data"));
    bar->setObjectName(u"gameDataToolBar"_s);
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addAction(undo);
    bar->addAction(redo);
    bar->addSeparator();
    bar->addAction(m_reset);
    bar->addAction(m_markChecked);
    bar->addSeparator();
    bar->addAction(m_import);
    bar->addAction(m_export);
    bar->addAction(m_save);
    // Undo texts name the step: icons only, the text is in the tooltip.
    for (QAction *a : {undo, redo})
        if (auto *button = qobject_cast<QToolButton *>(bar->widgetForAction(a)))
            button->setToolButtonStyle(Qt::ToolButtonIconOnly);
}

GameDataPage *GameDataWindow::page(GameDataKind kind) const
{
    for (GameDataPage *p : m_pages)
        if (p->viewOf(kind))
            return p;
    return nullptr;
}

QTreeView *GameDataWindow::currentView() const
{
    auto *p = qobject_cast<GameDataPage *>(m_tabs->currentWidget());
    return p ? p->currentView() : nullptr;
}

bool GameDataWindow::showItem(const GameDataItem &item)
{
    GameDataPage *p = page(item.kind);
    if (!p)
        return false;
    m_tabs->setCurrentWidget(p);
    const bool found = p->showItem(item);
    if (!found)
        p->viewOf(item.kind)->setFocus(Qt::OtherFocusReason);
    updateDetails();
    updateActions();
    return found;
}

bool GameDataWindow::showDashboard(Game game, const QString &carClass, const QString &tyres, const QString &condition)
{
    return showItem(GameDataItem::dashboard(game, carClass, tyres, condition));
}

QModelIndexList GameDataWindow::selectedCells() const
{
    QTreeView *view = currentView();
    if (!view)
        return {};
    QModelIndexList cells = view->selectionModel()->selectedIndexes();
    if (cells.isEmpty() && view->currentIndex().isValid())
        cells << view->currentIndex();
    return cells;
}

void GameDataWindow::resetSelection()
{
    QTreeView *view = currentView();
    if (!view)
        return;
    auto *model = static_cast<GameDataModel *>(view->model());
    // Items first: each reset may reset the model (a 0 side removed), so indexes do not last.
    QList<GameDataItem> items;
    for (const QModelIndex &i : selectedCells())
        if (model->canReset(i) && !items.contains(model->itemAt(i)))
            items << model->itemAt(i);
    if (items.isEmpty())
        return;
    QUndoStack *stack = m_doc->undoStack();
    stack->beginMacro(tr("Reset %n value(s)", nullptr, int(items.size())));
    for (const GameDataItem &item : std::as_const(items)) {
        const QModelIndex i = model->indexOf(item);
        if (i.isValid() && model->canReset(i))
            model->reset(i);
    }
    stack->endMacro();
}

void GameDataWindow::markSelectionChecked()
{
    QList<std::pair<GameDataItem, int>> values;
    for (const QModelIndex &i : selectedCells()) {
        const GameDataItem item = i.data(GameDataModel::ItemRole).value<GameDataItem>();
        const std::optional<int> v = m_doc->value(item);
        if (!item.field.isEmpty() && v && (i.flags() & Qt::ItemIsEditable) && !m_doc->isUserValue(item))
            values.append({item, *v});
    }
    if (values.isEmpty())
        return;
    QUndoStack *stack = m_doc->undoStack();
    stack->beginMacro(tr("Mark %n value(s) as checked", nullptr, int(values.size())));
    for (const auto &[item, v] : std::as_const(values))
        m_doc->setValue(item, v);
    stack->endMacro();
}

void GameDataWindow::resetAll()
{
    if (m_doc->overrides().isEmpty())
        return;
    const auto answer = QMessageBox::question(this, tr("Reset All Game Data"),
                                              tr("Put every value back to the one shipped with Pacenotes? You can undo this "
                                                 "until you close the window."));
    if (answer == QMessageBox::Yes)
        m_doc->resetAll();
}

void GameDataWindow::chooseImport()
{
    const QString path = FileDialogs::openFile(this, tr("Import Corrections"), tr("Pacenotes data corrections (*.json);;All files (*)"),
                                               FileDialogs::Kind::Outputs);
    if (!path.isEmpty())
        importFile(path);
}

void GameDataWindow::chooseExport()
{
    const QString path = FileDialogs::saveFile(this, tr("Export Corrections"), u"rules-overrides.json"_s,
                                               tr("Pacenotes data corrections (*.json)"));
    if (!path.isEmpty())
        exportFile(path);
}

bool GameDataWindow::importFile(const QString &path)
{
    QString message;
    if (!m_doc->importFile(path, &message))
        return false; // the document's inputRejected() already put the reason in the message line
    showMessage(message, Tone::Info);
    return true;
}

bool GameDataWindow::exportFile(const QString &path)
{
    QString error;
    if (!m_doc->exportFile(path, &error)) {
        showMessage(error, Tone::Error);
        return false;
    }
    showMessage(tr("Your corrections were written to %1.").arg(QDir::toNativeSeparators(path)), Tone::Info);
    return true;
}

bool GameDataWindow::save()
{
    QString error;
    if (!m_doc->save(&error)) {
        showMessage(error, Tone::Error);
        QMessageBox::warning(this, tr("Not Saved"), error);
        return false;
    }
    statusBar()->showMessage(tr("Saved to %1").arg(QDir::toNativeSeparators(m_doc->path())), 5000);
    emit saved(m_doc->path());
    return true;
}

bool GameDataWindow::maybeSave()
{
    if (!m_doc->isModified())
        return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved Corrections"),
                                              tr("Save your corrections to the game data before closing?"),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    return answer == QMessageBox::Discard || save();
}

void GameDataWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    event->accept();
}

void GameDataWindow::addZeroSide()
{
    QTreeView *view = page(GameDataKind::TimeCards)->viewOf(GameDataKind::TimeCards);
    const GameDataItem at = view->currentIndex().data(GameDataModel::ItemRole).value<GameDataItem>();
    if (at.gear < 1 || !m_doc->addTimeCardBack(at.gear))
        return;
    showItem(GameDataItem::timeCardBack(at.gear, int(m_doc->data().timeCards().deck(at.gear)->backs.size()) - 1, u"kind"_s));
}

void GameDataWindow::removeZeroSide()
{
    QTreeView *view = page(GameDataKind::TimeCards)->viewOf(GameDataKind::TimeCards);
    const GameDataItem at = view->currentIndex().data(GameDataModel::ItemRole).value<GameDataItem>();
    if (at.gear < 1 || at.index < 0 || !m_doc->removeTimeCardBack(at.gear, at.index))
        return;
    showItem(GameDataItem::timeCardDeck(at.gear));
}

void GameDataWindow::updateActions()
{
    QTreeView *view = currentView();
    bool canReset = false;
    bool canMark = false;
    for (const QModelIndex &i : selectedCells()) {
        const auto *model = static_cast<const GameDataModel *>(i.model());
        canReset = canReset || model->canReset(i);
        const GameDataItem item = model->itemAt(i);
        canMark = canMark || (!item.field.isEmpty() && (i.flags() & Qt::ItemIsEditable) && !m_doc->isUserValue(item));
    }
    m_reset->setEnabled(canReset);
    m_markChecked->setEnabled(canMark);
    m_resetAll->setEnabled(!m_doc->overrides().isEmpty());
    const bool cards = view && static_cast<GameDataModel *>(view->model())->kind() == GameDataKind::TimeCards;
    const GameDataItem at = cards ? view->currentIndex().data(GameDataModel::ItemRole).value<GameDataItem>() : GameDataItem{};
    m_addZeroSide->setEnabled(cards && at.gear >= 1);
    m_removeZeroSide->setEnabled(cards && at.index >= 0);
}

void GameDataWindow::updateDetails()
{
    QTreeView *view = currentView();
    const QModelIndex i = view ? view->currentIndex() : QModelIndex();
    if (!i.isValid()) {
        m_details->setPlainText(tr("Select a value to see where it comes from."));
        return;
    }
    const auto *model = static_cast<const GameDataModel *>(i.model());
    if (!model->itemAt(i).field.isEmpty()) {
        m_details->setPlainText(i.data(Qt::ToolTipRole).toString());
        return;
    }
    // A row: each of its values and how far it can be trusted.
    QStringList lines{i.data(Qt::ToolTipRole).toString()};
    for (int c = 0; c < model->columnCount(i.parent()); ++c) {
        const QModelIndex cell = i.siblingAtColumn(c);
        const QVariant confidence = cell.data(GameDataModel::ConfidenceRole);
        if (confidence.isValid())
            lines << tr("%1: %2 — %3")
                         .arg(model->headerData(c, Qt::Horizontal).toString(), cell.data().toString(),
                              RulesText::confidenceName(Confidence(confidence.toInt())));
    }
    m_details->setPlainText(lines.join(u'\n'));
}

void GameDataWindow::updateChecks()
{
    m_checks->clear();
    const QList<GameDataProblem> &problems = m_doc->problems();
    for (int n = 0; n < problems.size(); ++n) {
        const GameDataProblem &p = problems[n];
        const bool error = p.severity == GameDataProblem::Severity::Error;
        auto *item = new QListWidgetItem(style()->standardIcon(error ? QStyle::SP_MessageBoxCritical : QStyle::SP_MessageBoxWarning),
                                         p.message, m_checks);
        item->setData(kProblemRole, n);
        QString tip = GameDataText::itemName(p.item, m_doc->data());
        if (p.basis)
            tip += u'\n' + GameDataText::provenanceText(m_doc->validator().checks().check(*p.basis).provenance, p.item.kind);
        item->setToolTip(tip);
    }
    if (problems.isEmpty()) {
        auto *ok = new QListWidgetItem(tr("Every value agrees with the boxes."), m_checks);
        ok->setData(kProblemRole, -1);
        ok->setFlags(Qt::ItemIsEnabled);
    }
}

void GameDataWindow::updateTitle()
{
    setWindowTitle(tr("Game Data — Pacenotes") + u"[*]"_s);
    setWindowModified(m_doc->isModified());
}

void GameDataWindow::showMessage(const QString &text, Tone tone)
{
    QPalette pal = palette();
    if (text.isEmpty()) {
        // Nothing to say: the line keeps its place, without colour.
    } else if (tone == Tone::Error) {
        pal.setColor(QPalette::Window, QColor(0xfd, 0xe8, 0xe6));
        pal.setColor(QPalette::WindowText, QColor(0x8a, 0x1c, 0x10));
    } else {
        pal.setColor(QPalette::Window, QColor(0xe6, 0xf4, 0xea));
        pal.setColor(QPalette::WindowText, QColor(0x1e, 0x4d, 0x2b));
    }
    m_message->setPalette(pal);
    m_message->setText(text);
}

} // namespace Pacenotes
