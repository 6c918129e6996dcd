// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

#include <memory>
#include <vector>

namespace Pacenotes {

/**
 * An append-only list whose copies share what they have in common. A GameState is copied into
 * every undo command; a history kept in it as a plain list (the GT solo sheet's one record per
 * turn) was copied whole each time, so a game's memory grew with the square of its length
 * (issue 25). Here full chunks of kChunk items are immutable and shared by every copy; a copy
 * owns at most kChunk - 1 items of its own. Appending is amortised O(1); items() is O(n).
 */
template<typename T>
class SharedHistory
{
public:
    static constexpr qsizetype kChunk = 32;

    qsizetype size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }

    void append(const T &item)
    {
        m_tail.append(item);
        ++m_size;
        if (m_tail.size() == kChunk) {
            m_full = std::make_shared<const Chunk>(Chunk{m_full, std::move(m_tail)});
            m_tail = QList<T>();
        }
    }

    /// Every item, oldest first.
    QList<T> items() const
    {
        std::vector<const Chunk *> chunks;
        for (const Chunk *c = m_full.get(); c; c = c->previous.get())
            chunks.push_back(c);
        QList<T> out;
        out.reserve(m_size);
        for (auto it = chunks.rbegin(); it != chunks.rend(); ++it)
            out.append((*it)->items);
        out.append(m_tail);
        return out;
    }

    bool operator==(const SharedHistory &o) const
    {
        if (m_size != o.m_size)
            return false;
        return m_full == o.m_full ? m_tail == o.m_tail : items() == o.items();
    }

private:
    struct Chunk
    {
        std::shared_ptr<const Chunk> previous;
        QList<T> items;
    };
    std::shared_ptr<const Chunk> m_full; ///< the newest full chunk; it points to the older ones
    QList<T> m_tail;                      ///< the items after the full chunks (fewer than kChunk)
    qsizetype m_size = 0;
};

} // namespace Pacenotes
