// SPDX-License-Identifier: GPL-3.0-or-later
// The pacenotes executable: a command (`pacenotes validate ...`) or the desktop app.
#include "cli/cli.h"
#include "i18n/translations.h"
#include "library/librarythumbnail.h"
#include "mainwindow.h"
#include "newgamemenu.h"
#include "settings/appsettings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QIcon>
#include <QTimer>

#include <cstdio>
#include <ctime>
#include <functional>

using namespace Qt::StringLiterals;

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(main)
};

/// Calls `done` once, after the first paint of any widget has been handed to the screen.
class FirstFrame final : public QObject
{
public:
    explicit FirstFrame(std::function<void()> done) : m_done(std::move(done)) {}

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (!m_seen && event->type() == QEvent::Paint) {
            m_seen = true;
            QTimer::singleShot(0, this, m_done); // when this paint pass has been flushed
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> m_done;
    bool m_seen = false;
};
} // namespace

int main(int argc, char **argv)
{
    QElapsedTimer clock;
    clock.start();
    // Saved packages (and `pacenotes convert`) carry a picture of the layout.
    Pacenotes::LibraryThumbnail::installPackagePreviews();
    if (Pacenotes::Cli::isCliInvocation(argc, argv))
        return Pacenotes::Cli::run(argc, argv);

    QApplication app(argc, argv);
    const qint64 appMs = clock.elapsed();
    QApplication::setApplicationName(u"Pacenotes"_s);
    QApplication::setOrganizationName(u"Pacenotes"_s);
    QApplication::setApplicationVersion(QStringLiteral(PACENOTES_VERSION));
    // the desktop entry's id: window icons and grouping on Wayland and in task bars
    QGuiApplication::setDesktopFileName(u"org.pacenotes.Pacenotes"_s);
    QApplication::setWindowIcon(QIcon::fromTheme(u"org.pacenotes.Pacenotes"_s,
                                                 QIcon(u":/icons/org.pacenotes.Pacenotes.svg"_s)));

    // The language is known only after reading --lang, and the options' help should be in it:
    // a first quiet pass finds the language, the second one (translated) does the work.
    const QCommandLineOption lang(u"lang"_s, QString(), u"LANG"_s);
    {
        QCommandLineParser first;
        first.addOption(lang);
        first.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
        first.parse(app.arguments());
        Pacenotes::Translations::install(first.isSet(lang) ? first.value(lang) : Pacenotes::AppSettings().language());
    }
    const qint64 translationsMs = clock.elapsed();
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption langOption(
        u"lang"_s, Tr::tr("Language: en or ru (default: as set in the app, else the system's)."), u"LANG"_s);
    const QCommandLineOption screenshot(u"screenshot"_s, Tr::tr("Save a picture of the window to PNG and quit."),
                                        u"PNG"_s);
    // For bench_designer: prints how long each part of the start took, then quits after the
    // window's first frame.
    QCommandLineOption probe(u"startup-probe"_s, u"Print the start-up times and quit."_s);
    probe.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(langOption);
    parser.addOption(screenshot);
    parser.addOption(probe);
    parser.addPositionalArgument(u"FILE"_s, Tr::tr("Tracks to open: the first in the designer, the others in the track library."),
                                 u"[FILE...]"_s);
    parser.process(app);

    Pacenotes::MainWindow window;
    const qint64 windowMs = clock.elapsed();
    if (parser.isSet(probe)) {
        auto *first = new FirstFrame([&] {
            timespec cpu;
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu);
            std::printf("startup app %lld ms, translations %lld ms, window %lld ms, first frame %lld ms, cpu %lld ms\n",
                        appMs, translationsMs - appMs, windowMs - translationsMs, clock.elapsed(),
                        qint64(cpu.tv_sec) * 1000 + cpu.tv_nsec / 1000000);
            std::fflush(stdout);
            QApplication::exit(0);
        });
        first->setParent(&app);
        app.installEventFilter(first);
    }
    window.show();
    // Opened from the event loop, so that a message about a bad file never blocks start-up
    // (nor the screenshot below).
    if (!parser.positionalArguments().isEmpty())
        QTimer::singleShot(0, &window, [&] { window.openFiles(parser.positionalArguments()); });
    // A game left in progress (closed or killed) is offered for resuming, once the window is up.
    if (!parser.isSet(screenshot) && !parser.isSet(probe))
        QTimer::singleShot(0, &window, [&] { Pacenotes::offerResumeAtStart(&window); });
    if (parser.isSet(screenshot)) {
        // for the documentation and checks by eye: after layout and the fit have settled
        QTimer::singleShot(400, &window, [&] {
            const bool saved = window.grab().save(parser.value(screenshot));
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return app.exec();
}
