// SPDX-License-Identifier: GPL-3.0-or-later
#include "codriverwindow.h"

#include "carsetupwidget.h"
#include "codriverpanel.h"
#include "roadaheadeditor.h"

#include "codriver/codriverjob.h"
#include "game/dataoverrides.h"

#include <QEvent>
#include <QGroupBox>
#include <QLabel>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

namespace Pacenotes {

namespace {

/// A road to start from: a two-lane straight into a corner (3 inside, 4 outside, then a
/// dangerous 3) on orange tiles, and out again.
void sampleRoad(RoadAheadEditor *editor)
{
    editor->setShape(12, 2, 0);
    for (int r = 0; r < 12; ++r)
        for (int l = 0; l < 2; ++l) {
            SpaceInfo s;
            s.danger = r >= 5 && r <= 8 ? Danger::Orange : Danger::Yellow;
            editor->setSpace(r, l, s);
        }
    SpaceInfo s;
    s.danger = Danger::Orange;
    s.limit = 3;
    editor->setSpace(6, 0, s);
    s.limit = 4;
    editor->setSpace(6, 1, s);
    editor->setSpace(7, 1, s);
    editor->setSpace(8, 0, s);
    s.limit = 3;
    s.dangerous = true;
    editor->setSpace(7, 0, s);
}

} // namespace

CoDriverWindow::CoDriverWindow(QWidget *parent, const QString &overridesPath)
    : QWidget(parent, Qt::Window), m_data(RulesData::builtin()), m_dataNote(new QLabel(this)), m_car(new CarSetupWidget(this)), m_road(new RoadAheadEditor(this)),
      m_panel(new CoDriverPanel(this)), m_carBox(new QGroupBox(this)), m_roadBox(new QGroupBox(this)), m_pause(new QTimer(this))
{
    setObjectName(QStringLiteral("coDriverWindow"));
    QString error;
    const std::optional<DataOverrides> overrides =
        DataOverrides::load(overridesPath.isEmpty() ? DataOverrides::defaultPath() : overridesPath, &error);
    if (overrides)
        m_data = overrides->applied();
    m_dataNote->setWordWrap(true);
    m_dataNote->setVisible(!overrides);
    if (!overrides)
        m_dataNote->setText(tr("Your corrections to the game data cannot be read (%1): the built-in data is used.").arg(error));
    m_car->setGear(4);
    m_car->setTokens(2);
    sampleRoad(m_road);
    auto *carLayout = new QVBoxLayout(m_carBox);
    carLayout->addWidget(m_car);
    auto *roadLayout = new QVBoxLayout(m_roadBox);
    roadLayout->addWidget(m_road);
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_dataNote);
    leftLayout->addWidget(m_carBox);
    leftLayout->addWidget(m_roadBox, 1);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(m_panel);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split);
    m_pause->setSingleShot(true);
    m_pause->setInterval(80);
    connect(m_pause, &QTimer::timeout, this, &CoDriverWindow::askNow);
    connect(m_car, &CarSetupWidget::changed, this, &CoDriverWindow::edited);
    connect(m_road, &RoadAheadEditor::changed, this, &CoDriverWindow::edited);
    retranslate();
    resize(1280, 820);
    askNow();
}

void CoDriverWindow::edited()
{
    // The old answer is wrong now: stop its search at once; ask again after a short pause so
    // that typing a number does not start a search per keystroke.
    m_panel->job()->cancel();
    m_road->setGame(m_car->game());
    m_pause->start();
}

void CoDriverWindow::askNow()
{
    m_pause->stop();
    CoDriverRequest req;
    req.rules = m_car->rules();
    req.car = m_car->car();
    m_road->setGame(req.rules.game);
    const RoadAheadSource *source = m_road;
    req.road = source->roadAhead(req.maxSteps);
    m_panel->setQuestion(req, &m_data);
}

void CoDriverWindow::retranslate()
{
    setWindowTitle(tr("Co-driver"));
    m_carBox->setTitle(tr("The car"));
    m_roadBox->setTitle(tr("The road ahead"));
}

void CoDriverWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Pacenotes
