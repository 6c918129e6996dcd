// SPDX-License-Identifier: GPL-3.0-or-later
// TypingGuard: a focused drop-down list in the game window keeps plain letter keys (type-ahead)
// instead of firing the window's dice shortcuts; elsewhere, and with Ctrl, the shortcuts fire.
#include "game/typingguard.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QMainWindow>
#include <QPushButton>
#include <QTest>
#include <QVBoxLayout>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_TypingGuard : public QObject
{
    Q_OBJECT
private slots:
    void dropDownKeepsPlainKeys()
    {
        QMainWindow window;
        auto *central = new QWidget(&window);
        auto *layout = new QVBoxLayout(central);
        auto *colours = new QComboBox(central);
        colours->addItems({u"Blue"_s, u"Red"_s, u"Yellow"_s});
        auto *button = new QPushButton(u"Next"_s, central);
        layout->addWidget(colours);
        layout->addWidget(button);
        window.setCentralWidget(central);
        int redlines = 0, saves = 0;
        auto *redline = new QAction(&window);
        redline->setShortcut(QKeySequence(Qt::Key_R));
        redline->setShortcutContext(Qt::WindowShortcut);
        connect(redline, &QAction::triggered, &window, [&] { ++redlines; });
        window.addAction(redline);
        auto *save = new QAction(&window);
        save->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
        save->setShortcutContext(Qt::WindowShortcut);
        connect(save, &QAction::triggered, &window, [&] { ++saves; });
        window.addAction(save);
        new TypingGuard(&window);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));

        colours->setFocus();
        QTRY_VERIFY(colours->hasFocus());
        QTest::keyClick(colours, Qt::Key_R);
        QCOMPARE(redlines, 0);                     // no Redline die laid
        QCOMPARE(colours->currentText(), u"Red"_s); // the list took the key
        QTest::keyClick(colours, Qt::Key_R, Qt::ControlModifier);
        QCOMPARE(saves, 1);                         // Ctrl still reaches the shortcuts

        button->setFocus();
        QTRY_VERIFY(button->hasFocus());
        QTest::keyClick(button, Qt::Key_R);
        QCOMPARE(redlines, 1);                      // elsewhere the dice key works
    }
};

QTEST_MAIN(tst_TypingGuard)
#include "tst_typingguard.moc"
