// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

namespace Pacenotes {

class TrackReportView;

/// The main window: assembles menus and panels; holds no game logic.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);

    /// Opens a track file and shows its report; returns false (after telling the user) on error.
    bool openFile(const QString &path);

private:
    void openDialog();
    void about();

    TrackReportView *m_report;
};

} // namespace Pacenotes
