// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/ruling.h"

#include <QAbstractListModel>

namespace Pacenotes {

/**
 * A list of the referee's rulings (a live verdict, the outcome of a turn): one row each, the
 * message as display text, the kind, rule code, step and rulebook reference as roles. Read-only;
 * reset as a whole whenever the rulings change (there are a few dozen at most).
 */
class RulingListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Roles {
        KindRole = Qt::UserRole + 1, ///< "violation", "warning", "effect", "note"
        RuleRole,                    ///< the rule code, "gear-chain"
        StepRole,                    ///< 0-based step, or -1 for the whole move
        ReferenceRole,               ///< "GT rulebook, p. 8, “Choosing your dice”" (translated)
        IsViolationRole
    };

    explicit RulingListModel(QObject *parent = nullptr);

    void setRulings(const Rulings &rulings);
    const Rulings &rulings() const { return m_rulings; }
    bool hasViolation() const { return Pacenotes::hasViolation(m_rulings); }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    Rulings m_rulings;
};

} // namespace Pacenotes
