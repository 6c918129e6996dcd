// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading PDFs back in tests with poppler-utils (pdftotext, pdfinfo, pdffonts, pdfimages;
// scripts/deps.sh installs them).

#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

namespace PdfTools {

inline bool available()
{
    for (const char *tool : {"pdftotext", "pdfinfo", "pdffonts", "pdfimages"})
        if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty())
            return false;
    return true;
}

inline QString run(const QString &tool, const QStringList &args)
{
    QProcess p;
    p.start(tool, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return QString();
    return QString::fromUtf8(p.readAllStandardOutput());
}

/// The text with the layout kept (-layout), one page after the other separated by \f.
inline QString text(const QString &pdf)
{
    return run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
}

/// A field of pdfinfo ("Pages", "Page size", "Title"...).
inline QString info(const QString &pdf, const QString &field)
{
    const QStringList lines = run(QStringLiteral("pdfinfo"), {pdf}).split(QLatin1Char('\n'));
    for (const QString &l : lines)
        if (l.startsWith(field + QLatin1Char(':')))
            return l.mid(field.size() + 1).trimmed();
    return QString();
}

inline int pages(const QString &pdf)
{
    return info(pdf, QStringLiteral("Pages")).toInt();
}

/// Rows of pdffonts after its two header lines.
inline QStringList fonts(const QString &pdf)
{
    QStringList lines = run(QStringLiteral("pdffonts"), {pdf}).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return lines.mid(2);
}

/// Rows of pdfimages -list after its two header lines: raster images in the file.
inline QStringList images(const QString &pdf)
{
    QStringList lines = run(QStringLiteral("pdfimages"), {QStringLiteral("-list"), pdf}).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return lines.mid(2);
}

} // namespace PdfTools
