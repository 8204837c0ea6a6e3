#pragma once
// A fixed-size bitset whose members are typed indices.
//
//   word:    [0]                 [1]             ...   [W-1]
//   bit:     63 ............ 0   127 ....... 64        Bits-1 .. 64(W-1)
//
// Bit i stands for the index i (a cell, a digit, ...). Bits at or above `Bits` in the last
// word are always zero, so counting, comparing and iterating need no masking; only
// complement has to restore that invariant. All operations are constexpr so the geometry
// tables are built at compile time.

#include <array>
#include <bit>
#include <cstdint>
#include <iterator>

namespace setlogic {

// The set operations sit in the innermost loops of every search; GCC at -O2 does not always
// inline them into large functions, so they ask for it.
#define SETLOGIC_HOT [[gnu::always_inline]]

template <typename Member, int Bits>
class BitSet {
 public:
  static constexpr int bits = Bits;
  static constexpr int words = (Bits + 63) / 64;
  using Word = std::uint64_t;

  constexpr BitSet() = default;

  static constexpr BitSet all() {
    BitSet s;
    for (auto& w : s.w_) w = ~Word{0};
    s.trim();
    return s;
  }

  SETLOGIC_HOT constexpr void set(Member m) { w_[pos(m) >> 6] |= bit(pos(m)); }
  SETLOGIC_HOT constexpr void reset(Member m) { w_[pos(m) >> 6] &= ~bit(pos(m)); }
  SETLOGIC_HOT [[nodiscard]] constexpr bool test(Member m) const { return (w_[pos(m) >> 6] & bit(pos(m))) != 0; }

  SETLOGIC_HOT [[nodiscard]] constexpr bool any() const {
    Word acc = 0;
    for (Word w : w_) acc |= w;
    return acc != 0;
  }
  SETLOGIC_HOT [[nodiscard]] constexpr bool none() const { return !any(); }
  SETLOGIC_HOT [[nodiscard]] constexpr int count() const {
    int n = 0;
    for (Word w : w_) n += std::popcount(w);
    return n;
  }
  // One member exactly; without a count, which is slow where the CPU has no popcount.
  [[nodiscard]] constexpr bool single() const {
    bool one = false;
    for (Word w : w_) {
      if (w == 0) continue;
      if (one || (w & (w - 1)) != 0) return false;
      one = true;
    }
    return one;
  }
  // The smallest member; the set must not be empty.
  SETLOGIC_HOT [[nodiscard]] constexpr Member first() const {
    for (int i = 0; i < words; ++i)
      if (w_[i] != 0) return Member(i * 64 + std::countr_zero(w_[i]));
    return Member(Bits);
  }
  [[nodiscard]] constexpr Word word(int i) const { return w_[i]; }
  constexpr void set_word(int i, Word w) { w_[i] = w; }

  SETLOGIC_HOT constexpr BitSet& operator&=(const BitSet& o) {
    for (int i = 0; i < words; ++i) w_[i] &= o.w_[i];
    return *this;
  }
  SETLOGIC_HOT constexpr BitSet& operator|=(const BitSet& o) {
    for (int i = 0; i < words; ++i) w_[i] |= o.w_[i];
    return *this;
  }
  SETLOGIC_HOT constexpr BitSet& operator^=(const BitSet& o) {
    for (int i = 0; i < words; ++i) w_[i] ^= o.w_[i];
    return *this;
  }
  // this \ o
  SETLOGIC_HOT constexpr BitSet& operator-=(const BitSet& o) {
    for (int i = 0; i < words; ++i) w_[i] &= ~o.w_[i];
    return *this;
  }
  SETLOGIC_HOT friend constexpr BitSet operator&(BitSet a, const BitSet& b) { return a &= b; }
  SETLOGIC_HOT friend constexpr BitSet operator|(BitSet a, const BitSet& b) { return a |= b; }
  SETLOGIC_HOT friend constexpr BitSet operator^(BitSet a, const BitSet& b) { return a ^= b; }
  SETLOGIC_HOT friend constexpr BitSet operator-(BitSet a, const BitSet& b) { return a -= b; }
  constexpr BitSet operator~() const {
    BitSet s;
    for (int i = 0; i < words; ++i) s.w_[i] = ~w_[i];
    s.trim();
    return s;
  }
  // Word by word, so that it inlines: the defaulted comparison of the array became a call to
  // memcmp, 1% of a hard rating's instructions.
  SETLOGIC_HOT constexpr bool operator==(const BitSet& o) const {
    Word differ = 0;
    for (int i = 0; i < words; ++i) differ |= w_[i] ^ o.w_[i];
    return differ == 0;
  }

  class iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Member;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = Member;

    constexpr iterator() = default;
    constexpr iterator(const BitSet* s, int word, Word rest) : s_(s), word_(word), rest_(rest) { skip(); }
    SETLOGIC_HOT constexpr Member operator*() const { return Member(word_ * 64 + std::countr_zero(rest_)); }
    SETLOGIC_HOT constexpr iterator& operator++() {
      rest_ &= rest_ - 1;
      skip();
      return *this;
    }
    constexpr iterator operator++(int) {
      iterator t = *this;
      ++*this;
      return t;
    }
    constexpr bool operator==(const iterator& o) const { return word_ == o.word_ && rest_ == o.rest_; }

   private:
    SETLOGIC_HOT constexpr void skip() {
      while (rest_ == 0 && word_ + 1 < words) rest_ = s_->w_[++word_];
    }
    const BitSet* s_ = nullptr;
    int word_ = 0;
    Word rest_ = 0;
  };
  [[nodiscard]] constexpr iterator begin() const { return iterator(this, 0, w_[0]); }
  [[nodiscard]] constexpr iterator end() const { return iterator(this, words - 1, 0); }

 private:
  static constexpr int pos(Member m) {
    if constexpr (requires { m.index(); })
      return m.index();
    else
      return static_cast<int>(m);
  }
  static constexpr Word bit(int i) { return Word{1} << (i & 63); }
  constexpr void trim() {
    if constexpr (Bits % 64 != 0) w_[words - 1] &= (Word{1} << (Bits % 64)) - 1;
  }

  std::array<Word, words> w_{};
};

}  // namespace setlogic
