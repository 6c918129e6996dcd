// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace Pacenotes {

/**
 * Help ▸ Rules Quick Reference: every rulebook section the referee and the score sheets cite,
 * by book and page, written from the references in the rules engine (RuleBook) so that it
 * always says what the app itself cites.
 */
class RulesReference
{
    Q_DECLARE_TR_FUNCTIONS(RulesReference)
public:
    static QString html();
};

} // namespace Pacenotes
