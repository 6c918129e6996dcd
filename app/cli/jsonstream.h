// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QStringView>

#include <cstdio>

namespace Pacenotes::Cli {

/**
 * Writes JSON to a stdio stream as it is produced, in chunks, so a document of any size
 * (every layout of a tile list) never sits in memory whole. The caller writes the structure
 * (braces, commas) with raw(); values go through str(), num() and boolean(), which quote and
 * escape. Flushes `out()` first, so text written there before comes out before it.
 */
class JsonStream
{
public:
    explicit JsonStream(FILE *file);
    ~JsonStream();
    JsonStream(const JsonStream &) = delete;
    JsonStream &operator=(const JsonStream &) = delete;

    JsonStream &raw(const char *text);
    /// `"name": ` at the given indentation (spaces), preceded by a comma unless `first`.
    JsonStream &key(const char *name, int indent, bool first = false);
    JsonStream &str(QStringView text);
    JsonStream &num(double value);
    JsonStream &num(qint64 value);
    JsonStream &num(int value) { return num(qint64(value)); }
    JsonStream &boolean(bool value);
    /// Hands what is buffered to the stream (done by itself every 64 KiB).
    void flush();

private:
    void spill();

    FILE *m_file;
    QByteArray m_buffer;
};

} // namespace Pacenotes::Cli
