// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <optional>
#include <utility>

namespace Pacenotes {

/**
 * An optional value held on the heap: like std::optional<T> (the same reading and writing, and
 * copies are deep, so it is still a plain value), but only a pointer in place. For fields that are
 * large and rarely set — a DIRT jump's landing space, a turn's re-layout or pit stop: held in place
 * they made each of up to 100,000 logged actions several hundred bytes larger (issue 25).
 */
template<class T>
class HeldApart
{
public:
    HeldApart() = default;
    HeldApart(std::nullopt_t) { }
    HeldApart(const T &v) : m_v(std::make_unique<T>(v)) { }
    HeldApart(T &&v) : m_v(std::make_unique<T>(std::move(v))) { }
    HeldApart(const std::optional<T> &v) : m_v(v ? std::make_unique<T>(*v) : nullptr) { }
    HeldApart(const HeldApart &o) : m_v(o.m_v ? std::make_unique<T>(*o.m_v) : nullptr) { }
    HeldApart(HeldApart &&) noexcept = default;
    ~HeldApart() = default;

    HeldApart &operator=(const HeldApart &o)
    {
        if (this != &o)
            m_v = o.m_v ? std::make_unique<T>(*o.m_v) : nullptr;
        return *this;
    }
    HeldApart &operator=(HeldApart &&) noexcept = default;
    HeldApart &operator=(std::nullopt_t) { m_v.reset(); return *this; }
    HeldApart &operator=(const T &v) { return assign(T(v)); }
    HeldApart &operator=(T &&v) { return assign(std::move(v)); }
    HeldApart &operator=(const std::optional<T> &v)
    {
        if (v)
            return assign(T(*v));
        m_v.reset();
        return *this;
    }

    bool has_value() const { return bool(m_v); }
    explicit operator bool() const { return bool(m_v); }
    const T &operator*() const { return *m_v; }
    T &operator*() { return *m_v; }
    const T *operator->() const { return m_v.get(); }
    T *operator->() { return m_v.get(); }
    template<class U>
    T value_or(U &&fallback) const { return m_v ? *m_v : T(std::forward<U>(fallback)); }
    std::optional<T> toOptional() const { return m_v ? std::optional<T>(*m_v) : std::nullopt; }
    void reset() { m_v.reset(); }
    template<class... Args>
    T &emplace(Args &&...args) { m_v = std::make_unique<T>(std::forward<Args>(args)...); return *m_v; }

    /// Equal as std::optional is: both empty, or both set to equal values.
    bool operator==(const HeldApart &o) const { return m_v && o.m_v ? *m_v == *o.m_v : !m_v && !o.m_v; }

private:
    HeldApart &assign(T &&v)
    {
        if (m_v)
            *m_v = std::move(v);
        else
            m_v = std::make_unique<T>(std::move(v));
        return *this;
    }

    std::unique_ptr<T> m_v;
};

} // namespace Pacenotes
