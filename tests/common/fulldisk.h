// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A full disk for the tests of issue 25, without a small file system: while a FullDisk lives, no
// file of this process may grow past `bytes` (RLIMIT_FSIZE; a write beyond fails with EFBIG, and
// SIGXFSZ is ignored). SQLite then fails its writes with "disk I/O error" or "database or disk is
// full", as on a full disk; writes inside a file's present size still succeed, as they do there.

#include <csignal>
#include <sys/resource.h>

namespace Pacenotes::Test {

class FullDisk
{
public:
    explicit FullDisk(rlim_t bytes = 0)
    {
        m_handler = std::signal(SIGXFSZ, SIG_IGN);
        getrlimit(RLIMIT_FSIZE, &m_old);
        rlimit limited = m_old;
        limited.rlim_cur = bytes;
        m_ok = setrlimit(RLIMIT_FSIZE, &limited) == 0;
    }
    ~FullDisk()
    {
        setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_handler);
    }
    FullDisk(const FullDisk &) = delete;
    FullDisk &operator=(const FullDisk &) = delete;

    bool isFull() const { return m_ok; }

private:
    rlimit m_old{};
    void (*m_handler)(int) = nullptr;
    bool m_ok = false;
};

} // namespace Pacenotes::Test
