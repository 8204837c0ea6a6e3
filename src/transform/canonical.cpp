// The minlex canonical form by branch and bound.
//
// The output string is written in stretches. The first row is chosen as any line of the grid
// or of its transpose, then written one stack at a time: each stretch picks a stack not yet
// used and an order of its columns, which fixes the column order once all stacks are placed.
// Every later row is one stretch: a line not yet used, from the band of the row above
// unless that band is complete, else from a new band. Digits take labels 1, 2, ... in the
// order they first appear, which for a fixed arrangement of cells gives the least string.
//
// Depth first, a node writes each child's stretch, visits the children in the order of
// their stretches, and stops at the first one greater than the best string's stretch at the
// same place while the prefix written so far equals the best one's. Once the prefix is
// smaller, the first leaf below replaces the best string. Only strictly greater prefixes
// are cut, so the least string is always reached; ties (a symmetric grid, an empty row) are
// all explored, which is what the budget bounds.

#include "transform/canonical.hpp"

#include <algorithm>
#include <array>
#include <compare>
#include <numeric>
#include <vector>

namespace setlogic {
namespace {

constexpr int kMaxSize = 25;

// The labels given so far: a grid value (0 empty, d + 1 a digit) to its label.
struct Labels {
  std::array<std::uint8_t, kMaxSize + 1> of{};
  std::uint8_t next = 1;
};

class MinLex {
 public:
  MinLex(const Puzzle& p, std::uint64_t budget) : box_(p.box), n_(p.size()), budget_(budget) {
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c) {
        const std::int8_t v = p.values[static_cast<std::size_t>(r * n_ + c)];
        const auto value = static_cast<std::uint8_t>(v == kEmpty ? 0 : v + 1);
        grid_[0][static_cast<std::size_t>(r * n_ + c)] = value;
        grid_[1][static_cast<std::size_t>(c * n_ + r)] = value;
      }
    std::vector<int> perm(static_cast<std::size_t>(box_));
    std::iota(perm.begin(), perm.end(), 0);
    do {
      orders_.push_back(perm);
    } while (std::next_permutation(perm.begin(), perm.end()));
    cur_.assign(static_cast<std::size_t>(n_ * n_), 0);
    best_ = cur_;
    rows_.assign(static_cast<std::size_t>(n_), 0);
    cols_.assign(static_cast<std::size_t>(n_), 0);
  }

  std::optional<Transform> run() {
    for (int t = 0; t < 2; ++t)
      for (int r = 0; r < n_; ++r) {
        t_ = t;
        rows_[0] = r;
        if (!first_row(0, 1u << (r / box_), 0, Labels{}, !found_)) return std::nullopt;
      }
    return best_transform_;
  }

 private:
  struct Child {
    std::vector<std::uint8_t> text;
    Labels labels;
    int a = 0, b = 0;  // a stack and an order of its columns, or a line
  };

  std::uint8_t cell(int line, int column) const {
    return grid_[static_cast<std::size_t>(t_)][static_cast<std::size_t>(line * n_ + column)];
  }

  // Writes a stretch of `line` over `columns`, labelling new digits; counts against the budget.
  bool write(int line, const int* columns, int count, Labels& labels, std::vector<std::uint8_t>& text) {
    if (++spent_ > budget_) return false;
    text.resize(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
      const std::uint8_t v = cell(line, columns[i]);
      if (v != 0 && labels.of[v] == 0) labels.of[v] = labels.next++;
      text[static_cast<std::size_t>(i)] = labels.of[v];
    }
    return true;
  }

  // Visits the children in order of their stretches at `pos`, cutting those greater than the
  // best string's while the prefix equals it (`smaller` false). False when out of budget.
  template <class Visit>
  bool visit(std::vector<Child>& children, int pos, bool smaller, Visit&& go) {
    std::sort(children.begin(), children.end(), [](const Child& x, const Child& y) { return x.text < y.text; });
    for (Child& child : children) {
      bool child_smaller = smaller;
      if (!smaller) {
        const auto at = best_.begin() + pos;
        const auto order = std::lexicographical_compare_three_way(child.text.begin(), child.text.end(), at,
                                                                  at + static_cast<std::ptrdiff_t>(child.text.size()));
        if (order > 0) break;
        child_smaller = order < 0;
      }
      std::copy(child.text.begin(), child.text.end(), cur_.begin() + pos);
      if (!go(child, child_smaller)) return false;
      smaller = false;  // the best string now shares this prefix
    }
    return true;
  }

  // The first row, one stack at a time; `stacks` of them placed so far.
  bool first_row(int stacks, unsigned bands, unsigned used_stacks, const Labels& labels, bool smaller) {
    if (stacks == box_) return next_row(1, bands, 1u << rows_[0], labels, smaller);
    std::vector<Child> children;
    for (int s = 0; s < box_; ++s) {
      if (used_stacks >> s & 1) continue;
      for (std::size_t o = 0; o < orders_.size(); ++o) {
        std::array<int, 5> columns{};
        for (int i = 0; i < box_; ++i)
          columns[static_cast<std::size_t>(i)] = s * box_ + orders_[o][static_cast<std::size_t>(i)];
        Child child{{}, labels, s, static_cast<int>(o)};
        if (!write(rows_[0], columns.data(), box_, child.labels, child.text)) return false;
        children.push_back(std::move(child));
      }
    }
    return visit(children, stacks * box_, smaller, [&](const Child& child, bool child_smaller) {
      for (int i = 0; i < box_; ++i)
        cols_[static_cast<std::size_t>(stacks * box_ + i)] =
            child.a * box_ + orders_[static_cast<std::size_t>(child.b)][static_cast<std::size_t>(i)];
      return first_row(stacks + 1, bands, used_stacks | 1u << child.a, child.labels, child_smaller);
    });
  }

  // Row k and the ones after it.
  bool next_row(int k, unsigned bands, unsigned used_lines, const Labels& labels, bool smaller) {
    if (k == n_) {
      if (smaller || !found_) keep(labels);
      return true;
    }
    std::vector<Child> children;
    const bool new_band = k % box_ == 0;
    for (int line = 0; line < n_; ++line) {
      if (used_lines >> line & 1) continue;
      if (new_band ? (bands >> (line / box_) & 1) != 0 : line / box_ != rows_[static_cast<std::size_t>(k - 1)] / box_)
        continue;
      Child child{{}, labels, line, 0};
      if (!write(line, cols_.data(), n_, child.labels, child.text)) return false;
      children.push_back(std::move(child));
    }
    return visit(children, k * n_, smaller, [&](const Child& child, bool child_smaller) {
      rows_[static_cast<std::size_t>(k)] = child.a;
      return next_row(k + 1, bands | 1u << (child.a / box_), used_lines | 1u << child.a, child.labels, child_smaller);
    });
  }

  void keep(const Labels& labels) {
    found_ = true;
    best_ = cur_;
    Transform t{box_, t_ == 1, std::vector<int>(static_cast<std::size_t>(n_)),
                std::vector<int>(static_cast<std::size_t>(n_)), std::vector<int>(static_cast<std::size_t>(n_), -1)};
    for (int k = 0; k < n_; ++k) {
      t.rows[static_cast<std::size_t>(rows_[static_cast<std::size_t>(k)])] = k;
      t.columns[static_cast<std::size_t>(cols_[static_cast<std::size_t>(k)])] = k;
    }
    // Digits absent from the grid take the labels left, in order.
    std::uint8_t next = labels.next;
    for (int d = 0; d < n_; ++d) {
      const std::uint8_t l = labels.of[static_cast<std::size_t>(d + 1)];
      t.digits[static_cast<std::size_t>(d)] = (l != 0 ? l : next++) - 1;
    }
    best_transform_ = std::move(t);
  }

  int box_, n_;
  std::uint64_t budget_, spent_ = 0;
  std::array<std::array<std::uint8_t, kMaxSize * kMaxSize>, 2> grid_{};
  std::vector<std::vector<int>> orders_;  // every order of a stack's columns
  int t_ = 0;
  std::vector<int> rows_, cols_;          // the line and column written at each place
  std::vector<std::uint8_t> cur_, best_;  // the string written, and the least one found
  bool found_ = false;
  std::optional<Transform> best_transform_;
};

}  // namespace

std::optional<Canonical> canonical_form(const Puzzle& p, std::uint64_t budget) {
  std::optional<Transform> t = MinLex(p, budget).run();
  if (!t) return std::nullopt;
  return Canonical{apply(*t, p), *std::move(t)};
}

}  // namespace setlogic
