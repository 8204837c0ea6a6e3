#include "transform/transform.hpp"

#include <algorithm>
#include <functional>
#include <numeric>

namespace setlogic {
namespace {

std::vector<int> iota(int n) {
  std::vector<int> v(static_cast<std::size_t>(n));
  std::iota(v.begin(), v.end(), 0);
  return v;
}

bool is_permutation_of(const std::vector<int>& v, int n) {
  const std::vector<int> all = iota(n);
  return v.size() == all.size() && std::is_permutation(v.begin(), v.end(), all.begin());
}

// Whether the lines of each band all move into one band.
bool keeps_bands(const std::vector<int>& lines, int box) {
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (lines[i] / box != lines[i - i % static_cast<std::size_t>(box)] / box) return false;
  return true;
}

std::vector<int> inverted(const std::vector<int>& v) {
  std::vector<int> inv(v.size());
  for (std::size_t i = 0; i < v.size(); ++i) inv[static_cast<std::size_t>(v[i])] = static_cast<int>(i);
  return inv;
}

// b after a: (b ∘ a)[i] = b[a[i]].
std::vector<int> composed(const std::vector<int>& b, const std::vector<int>& a) {
  std::vector<int> v(a.size());
  for (std::size_t i = 0; i < a.size(); ++i) v[i] = b[static_cast<std::size_t>(a[i])];
  return v;
}

std::vector<int> shuffled(int n, std::mt19937_64& rng) {
  std::vector<int> v = iota(n);
  std::shuffle(v.begin(), v.end(), rng);
  return v;
}

std::vector<int> random_lines(int box, std::mt19937_64& rng) {
  std::vector<int> lines(static_cast<std::size_t>(box * box));
  std::vector<int> bands = shuffled(box, rng);
  for (int band = 0; band < box; ++band) {
    std::vector<int> within = shuffled(box, rng);
    for (int i = 0; i < box; ++i)
      lines[static_cast<std::size_t>(band * box + i)] =
          bands[static_cast<std::size_t>(band)] * box + within[static_cast<std::size_t>(i)];
  }
  return lines;
}

template <class T>
void map_all(std::vector<T>& xs, auto f) {
  for (T& x : xs) x = f(x);
}

}  // namespace

Transform Transform::identity(int box) {
  return {box, false, iota(box * box), iota(box * box), iota(box * box)};
}

bool is_valid(const Transform& t) {
  const int n = t.box * t.box;
  return t.box >= 1 && is_permutation_of(t.rows, n) && is_permutation_of(t.columns, n) &&
         is_permutation_of(t.digits, n) && keeps_bands(t.rows, t.box) && keeps_bands(t.columns, t.box);
}

// Transposition comes first, so undoing the line moves and then transposing is, written the
// same way, transposing first and moving rows by the columns' inverse and columns by the
// rows'.
Transform inverse(const Transform& t) {
  if (t.transpose) return {t.box, true, inverted(t.columns), inverted(t.rows), inverted(t.digits)};
  return {t.box, false, inverted(t.rows), inverted(t.columns), inverted(t.digits)};
}

// When b transposes, a's rows have become b's columns and a's columns b's rows.
Transform then(const Transform& a, const Transform& b) {
  Transform t{a.box, a.transpose != b.transpose, {}, {}, composed(b.digits, a.digits)};
  t.rows = composed(b.rows, b.transpose ? a.columns : a.rows);
  t.columns = composed(b.columns, b.transpose ? a.rows : a.columns);
  return t;
}

Transform random_transform(int box, std::mt19937_64& rng) {
  Transform t;
  t.box = box;
  t.transpose = std::uniform_int_distribution<int>(0, 1)(rng) == 1;
  t.rows = random_lines(box, rng);
  t.columns = random_lines(box, rng);
  t.digits = shuffled(box * box, rng);
  return t;
}

Cell map_cell(const Transform& t, Cell c) {
  const int n = t.box * t.box;
  int r = c.index() / n, col = c.index() % n;
  if (t.transpose) std::swap(r, col);
  return Cell(t.rows[static_cast<std::size_t>(r)] * n + t.columns[static_cast<std::size_t>(col)]);
}

Digit map_digit(const Transform& t, Digit d) {
  return Digit(t.digits[d.index()]);
}

House map_house(const Transform& t, House h) {
  const int n = t.box * t.box;
  const int kind = h.index() / n, i = h.index() % n;
  if (kind == 2) {  // a box goes where its first cell goes
    const int first = i / t.box * t.box * n + i % t.box * t.box;
    const int to = map_cell(t, Cell(first)).index();
    return House(2 * n + to / n / t.box * t.box + to % n / t.box);
  }
  const bool row = (kind == 0) != t.transpose;  // a row after transposition
  return row ? House(t.rows[static_cast<std::size_t>(i)]) : House(n + t.columns[static_cast<std::size_t>(i)]);
}

Puzzle apply(const Transform& t, const Puzzle& p) {
  Puzzle q = p;
  q.values = apply(t, p.values);
  for (std::size_t c = 0; c < p.values.size(); ++c) {
    const auto to = static_cast<std::size_t>(map_cell(t, Cell(static_cast<int>(c))).index());
    q.given[to] = p.given[c];
    if (p.is_position()) {
      std::uint32_t mask = 0;
      for (std::size_t d = 0; d < t.digits.size(); ++d)
        if (p.candidates[c] >> d & 1) mask |= 1u << t.digits[d];
      q.candidates[to] = mask;
    }
  }
  return q;
}

std::vector<std::int8_t> apply(const Transform& t, const std::vector<std::int8_t>& values) {
  std::vector<std::int8_t> out(values.size(), kEmpty);
  for (std::size_t c = 0; c < values.size(); ++c)
    if (values[c] != kEmpty)
      out[static_cast<std::size_t>(map_cell(t, Cell(static_cast<int>(c))).index())] =
          static_cast<std::int8_t>(t.digits[static_cast<std::size_t>(values[c])]);
  return out;
}

Step apply(const Transform& t, const Step& s) {
  const int n = t.box * t.box;
  auto cell = [&](Cell c) { return map_cell(t, c); };
  auto digit = [&](Digit d) { return map_digit(t, d); };
  auto house = [&](House h) { return map_house(t, h); };
  auto candidate = [&](Candidate x) { return Candidate{cell(x.cell), digit(x.digit)}; };
  auto constraint = [&](Constraint k) {
    return k.kind == ConstraintKind::cell ? Constraint::of_cell(cell(k.cell))
                                          : Constraint::of_house(house(k.house), digit(k.digit), n);
  };
  // A branch with its explanations and refutations, nested to any depth.
  std::function<void(ForcingBranch&)> branch_map;
  auto implication = [&](Implication i) {
    i.candidate = candidate(i.candidate);
    i.via = constraint(i.via);
    map_all(i.causes, candidate);
    for (ForcingBranch& b : i.nested) branch_map(b);
    return i;
  };
  branch_map = [&](ForcingBranch& b) {
    b.premise = implication(b.premise);
    map_all(b.implications, implication);
    if (b.end.kind == ForcingEnd::Kind::both) b.end.candidate = candidate(b.end.candidate);
    if (b.end.kind == ForcingEnd::Kind::emptied || b.end.kind == ForcingEnd::Kind::doubled)
      b.end.where = constraint(b.end.where);
  };

  Step r = s;
  map_all(r.digits, digit);
  map_all(r.placements, candidate);
  map_all(r.eliminations, candidate);
  map_all(r.houses, house);
  map_all(r.cells, cell);
  map_all(r.base, constraint);
  map_all(r.cover, constraint);
  map_all(r.fins, candidate);
  map_all(r.endo_fins, candidate);
  map_all(r.cannibals, candidate);
  map_all(r.parts, [&](const Step& part) { return apply(t, part); });
  for (Chain& chain : r.chains) {
    for (ChainNode& node : chain.nodes) {
      node.digit = digit(node.digit);
      map_all(node.cells, cell);
    }
    for (ChainLink& link : chain.links)
      if (link.carrier) link.carrier = constraint(*link.carrier);
  }
  for (Als& als : r.als) {
    map_all(als.cells, cell);
    map_all(als.digits, digit);
  }
  for (RestrictedCommon& common : r.commons) map_all(common.digits, digit);
  for (ColourCluster& cluster : r.colours) {
    map_all(cluster.on, candidate);
    map_all(cluster.off, candidate);
  }
  if (r.pattern) {
    map_all(r.pattern->cells, cell);
    map_all(r.pattern->digits, digit);
    map_all(r.pattern->candidates, candidate);
    map_all(r.pattern->guardians, candidate);
  }
  for (ForcingBranch& branch : r.branches) branch_map(branch);
  return r;
}

}  // namespace setlogic
