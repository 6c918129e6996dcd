// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Saves a widget's picture to $PACENOTES_KEEP_SHOTS/<name> when that variable is set, so a
// person can look at what the tests built (offscreen, in both languages).

#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QWidget>

inline void keepShot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("PACENOTES_KEEP_SHOTS");
    if (dir.isEmpty())
        return;
    QCoreApplication::sendPostedEvents(); // pending layouts, so the picture is what a user sees
    widget->grab().save(QDir(dir).filePath(name));
}

inline void keepShot(const QImage &image, const QString &name)
{
    const QString dir = qEnvironmentVariable("PACENOTES_KEEP_SHOTS");
    if (!dir.isEmpty())
        image.save(QDir(dir).filePath(name));
}
