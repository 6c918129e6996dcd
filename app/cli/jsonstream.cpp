// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonstream.h"

#include "cli.h"

#include <QLocale>

namespace Pacenotes::Cli {

namespace {
constexpr qsizetype kChunk = 64 * 1024;
}

JsonStream::JsonStream(FILE *file) : m_file(file)
{
    out().flush();
    m_buffer.reserve(kChunk + 4096);
}

JsonStream::~JsonStream()
{
    flush();
}

void JsonStream::spill()
{
    if (m_buffer.size() >= kChunk)
        flush();
}

void JsonStream::flush()
{
    if (!m_buffer.isEmpty())
        std::fwrite(m_buffer.constData(), 1, size_t(m_buffer.size()), m_file);
    m_buffer.clear();
    std::fflush(m_file);
}

JsonStream &JsonStream::raw(const char *text)
{
    m_buffer.append(text);
    spill();
    return *this;
}

JsonStream &JsonStream::key(const char *name, int indent, bool first)
{
    if (!first)
        m_buffer.append(',');
    if (indent >= 0) {
        m_buffer.append('\n');
        m_buffer.append(QByteArray(indent, ' '));
    }
    m_buffer.append('"').append(name).append(indent >= 0 ? "\": " : "\":");
    return *this;
}

JsonStream &JsonStream::str(QStringView text)
{
    m_buffer.append('"');
    const QByteArray utf8 = text.toUtf8();
    for (const char c : utf8) {
        switch (c) {
        case '"': m_buffer.append("\\\""); break;
        case '\\': m_buffer.append("\\\\"); break;
        case '\n': m_buffer.append("\\n"); break;
        case '\r': m_buffer.append("\\r"); break;
        case '\t': m_buffer.append("\\t"); break;
        default:
            if (uchar(c) < 0x20) {
                static const char hex[] = "0123456789abcdef";
                m_buffer.append("\\u00").append(hex[uchar(c) >> 4]).append(hex[uchar(c) & 15]);
            } else {
                m_buffer.append(c);
            }
        }
    }
    m_buffer.append('"');
    spill();
    return *this;
}

JsonStream &JsonStream::num(double value)
{
    if (!qIsFinite(value))
        m_buffer.append("null"); // JSON has no infinity
    else
        m_buffer.append(QByteArray::number(value, 'g', QLocale::FloatingPointShortest));
    return *this;
}

JsonStream &JsonStream::num(qint64 value)
{
    m_buffer.append(QByteArray::number(value));
    return *this;
}

JsonStream &JsonStream::boolean(bool value)
{
    m_buffer.append(value ? "true" : "false");
    return *this;
}

} // namespace Pacenotes::Cli
