// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QtEndian>

#include <array>
#include <optional>

/**
 * Builds zip archives byte by byte for tests, including the broken and hostile kinds no zip
 * library would write: lying sizes, wrong CRCs, "../" names, encrypted flags, overlapping
 * entries. Deflated data comes from qCompress (a zlib stream minus its header and trailer).
 */
class ZipBuilder
{
public:
    struct Entry
    {
        Entry(const QByteArray &name_, const QByteArray &data_, bool deflate_ = true)
            : name(name_), data(data_), deflate(deflate_)
        {
        }
        QByteArray name;
        QByteArray data;               ///< uncompressed content
        bool deflate = true;
        quint16 flags = 0x0800;        ///< UTF-8 names
        std::optional<quint16> method; ///< override the method written in both headers
        std::optional<quint32> crc;    ///< override the CRC
        std::optional<quint32> declaredSize;   ///< override the uncompressed size
        std::optional<quint32> compressedSize; ///< override the compressed size
        std::optional<quint32> localOffset;    ///< override where the directory says it starts
    };

    static quint32 crc32(const QByteArray &data)
    {
        static const std::array<quint32, 256> table = [] {
            std::array<quint32, 256> t{};
            for (quint32 i = 0; i < 256; ++i) {
                quint32 c = i;
                for (int k = 0; k < 8; ++k)
                    c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
                t[i] = c;
            }
            return t;
        }();
        quint32 c = 0xffffffffu;
        for (const char ch : data)
            c = table[(c ^ quint8(ch)) & 0xff] ^ (c >> 8);
        return c ^ 0xffffffffu;
    }

    static QByteArray rawDeflate(const QByteArray &data)
    {
        const QByteArray z = qCompress(data, 9);
        return z.mid(6, z.size() - 10); // 4-byte length, 2-byte zlib header ... 4-byte Adler-32
    }

    ZipBuilder &add(const Entry &e)
    {
        m_entries.append(e);
        return *this;
    }
    ZipBuilder &add(const QByteArray &name, const QByteArray &data)
    {
        return add(Entry(name, data));
    }

    /// entryCountOverride: the count written in the end record (to lie about it).
    QByteArray build(std::optional<quint16> entryCountOverride = std::nullopt, const QByteArray &comment = {}) const
    {
        QByteArray out;
        QByteArray directory;
        for (const Entry &e : m_entries) {
            const QByteArray packed = e.deflate ? rawDeflate(e.data) : e.data;
            const quint16 method = e.method.value_or(e.deflate ? 8 : 0);
            const quint32 crc = e.crc.value_or(crc32(e.data));
            const quint32 size = e.declaredSize.value_or(quint32(e.data.size()));
            const quint32 csize = e.compressedSize.value_or(quint32(packed.size()));
            const quint32 offset = e.localOffset.value_or(quint32(out.size()));

            appendLE<quint32>(out, 0x04034b50);
            appendLE<quint16>(out, 20);
            appendLE<quint16>(out, e.flags);
            appendLE<quint16>(out, method);
            appendLE<quint32>(out, 0); // time, date
            appendLE<quint32>(out, crc);
            appendLE<quint32>(out, csize);
            appendLE<quint32>(out, size);
            appendLE<quint16>(out, quint16(e.name.size()));
            appendLE<quint16>(out, 0);
            out += e.name;
            out += packed;

            appendLE<quint32>(directory, 0x02014b50);
            appendLE<quint16>(directory, 0x031e);
            appendLE<quint16>(directory, 20);
            appendLE<quint16>(directory, e.flags);
            appendLE<quint16>(directory, method);
            appendLE<quint32>(directory, 0);
            appendLE<quint32>(directory, crc);
            appendLE<quint32>(directory, csize);
            appendLE<quint32>(directory, size);
            appendLE<quint16>(directory, quint16(e.name.size()));
            appendLE<quint16>(directory, 0); // extra
            appendLE<quint16>(directory, 0); // comment
            appendLE<quint16>(directory, 0); // disk
            appendLE<quint16>(directory, 0); // internal attributes
            appendLE<quint32>(directory, 0100644u << 16);
            appendLE<quint32>(directory, offset);
            directory += e.name;
        }
        const quint32 directoryOffset = quint32(out.size());
        out += directory;
        const quint16 count = entryCountOverride.value_or(quint16(m_entries.size()));
        appendLE<quint32>(out, 0x06054b50);
        appendLE<quint16>(out, 0);
        appendLE<quint16>(out, 0);
        appendLE<quint16>(out, count);
        appendLE<quint16>(out, count);
        appendLE<quint32>(out, quint32(directory.size()));
        appendLE<quint32>(out, directoryOffset);
        appendLE<quint16>(out, quint16(comment.size()));
        out += comment;
        return out;
    }

private:
    template<typename T>
    static void appendLE(QByteArray &out, T v)
    {
        const T le = qToLittleEndian(v);
        out.append(reinterpret_cast<const char *>(&le), sizeof le);
    }

    QList<Entry> m_entries;
};
