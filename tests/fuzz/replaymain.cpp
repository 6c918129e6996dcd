// SPDX-License-Identifier: GPL-3.0-or-later
// The ordinary (gcc, unsanitized) build's stand-in for libFuzzer: runs one harness once over every
// file of the folders it is given, so that the seed corpora and the inputs of past findings stay a
// regression test in every build (CTest: fuzzreplay_<reader>), not only under clang. A broken
// invariant aborts; the file being replayed is named first.
#include <QByteArray>
#include <QDir>
#include <QFile>

#include <csignal>
#include <cstdio>
#include <cstring>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

namespace {

char current[4096] = "";

extern "C" void nameTheInput(int sig)
{
    // only async-signal-safe calls here
    const char prefix[] = "\nfuzz replay: failed on ";
    [[maybe_unused]] ssize_t w = write(STDERR_FILENO, prefix, sizeof prefix - 1);
    w = write(STDERR_FILENO, current, std::strlen(current));
    w = write(STDERR_FILENO, "\n", 1);
    std::signal(sig, SIG_DFL);
    std::raise(sig);
}

} // namespace

int main(int argc, char **argv)
{
    std::signal(SIGABRT, nameTheInput);
    std::signal(SIGSEGV, nameTheInput);
    int total = 0;
    for (int i = 1; i < argc; ++i) {
        const QDir dir(QString::fromLocal8Bit(argv[i]));
        const QStringList files = dir.entryList(QDir::Files, QDir::Name);
        if (files.isEmpty()) {
            std::fprintf(stderr, "fuzz replay: no inputs in %s\n", argv[i]);
            return 1;
        }
        for (const QString &name : files) {
            const QString path = dir.filePath(name);
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly)) {
                std::fprintf(stderr, "fuzz replay: cannot read %s\n", qPrintable(path));
                return 1;
            }
            const QByteArray data = f.readAll();
            std::snprintf(current, sizeof current, "%s", path.toLocal8Bit().constData());
            LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(data.constData()), size_t(data.size()));
            ++total;
        }
    }
    std::printf("fuzz replay: %d inputs, every invariant held\n", total);
    return 0;
}
