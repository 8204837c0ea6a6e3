#include "logic/check/proofs.hpp"

#include <algorithm>
#include <map>

namespace setlogic::check {

namespace {

using Kind = CertificateError::Kind;

bool holds(const std::vector<Digit>& digits, Digit d) {
  return std::find(digits.begin(), digits.end(), d) != digits.end();
}

// Every way to give the pattern's cells digits of the pattern with no digit twice in a
// house, counted by their digits per house: all of them, and those the position permits.
class Fillings {
 public:
  using Key = std::vector<std::uint32_t>;
  Fillings(const DeadlyPattern& pattern, const Position& pos) : p_(pattern), pos_(pos) {}

  void run(std::map<Key, int>& all, std::map<Key, int>& allowed) {
    all_ = &all;
    allowed_ = &allowed;
    digits_.assign(p_.cells.size(), Digit(0));
    walk(0, true);
  }

 private:
  void walk(std::size_t i, bool allowed) {
    if (i == p_.cells.size()) {
      Key key(static_cast<std::size_t>(3 * pos_.size()), 0);
      for (std::size_t j = 0; j < p_.cells.size(); ++j)
        for (int h = 0; h < 3 * pos_.size(); ++h)
          if (pos_.in_house(p_.cells[j], h)) key[static_cast<std::size_t>(h)] |= 1u << digits_[j].index();
      if (allowed) ++(*allowed_)[key];
      ++(*all_)[std::move(key)];
      return;
    }
    const Cell c = p_.cells[i];
    for (Digit d : p_.digits) {
      bool clash = false;
      for (std::size_t j = 0; j < i; ++j) clash = clash || (digits_[j] == d && pos_.sees(p_.cells[j], c));
      if (clash) continue;
      const int value = pos_.value(c);
      const bool permitted = value == kEmpty ? pos_.has({c, d}) : value == d.index();
      digits_[i] = d;
      walk(i + 1, allowed && permitted);
    }
  }

  const DeadlyPattern& p_;
  const Position& pos_;
  std::vector<Digit> digits_;
  std::map<Key, int>* all_ = nullptr;
  std::map<Key, int>* allowed_ = nullptr;
};

// A bivalue universal grave: every open cell of the position in it with two of its candidates,
// and each digit's candidates in it twice or never in each house. Then the other candidate
// of every cell is a second solution of any solution that keeps to the grave.
std::optional<CertificateError> grave(const DeadlyPattern& pattern, const Position& pos) {
  const int n = pos.size();
  std::vector<int> in_cell(static_cast<std::size_t>(n * n), 0);
  std::vector<int> in_house(static_cast<std::size_t>(3 * n * n), 0);
  for (const Candidate& x : pattern.candidates) {
    if (!pos.has(x)) return CertificateError{Kind::not_a_candidate, x};
    ++in_cell[static_cast<std::size_t>(x.cell.index())];
    for (int h = 0; h < 3 * n; ++h)
      if (pos.in_house(x.cell, h)) ++in_house[static_cast<std::size_t>(h * n + x.digit.index())];
  }
  for (int c = 0; c < n * n; ++c) {
    const bool open = pos.value(Cell(c)) == kEmpty;
    const bool listed = std::find(pattern.cells.begin(), pattern.cells.end(), Cell(c)) != pattern.cells.end();
    if (open != listed || in_cell[static_cast<std::size_t>(c)] != (open ? 2 : 0))
      return CertificateError{Kind::not_deadly, {Cell(c), Digit(0)}};
  }
  for (int h = 0; h < 3 * n; ++h)
    for (int d = 0; d < n; ++d)
      if (const int k = in_house[static_cast<std::size_t>(h * n + d)]; k != 0 && k != 2) {
        const auto cells = pos.house_cells(h);
        return CertificateError{Kind::not_deadly, {cells.front(), Digit(d)}};
      }
  return std::nullopt;
}

// One branch's knowledge: per candidate id, unknown (0), true (1) or false (-1), and the
// facts the branch has shown (true or false, possibly both in a contradiction).
class Branch {
 public:
  explicit Branch(const Position& pos)
      : pos_(pos), state_(static_cast<std::size_t>(pos.ids()), 0), shown_(state_.size(), 0) {
    for (int id = 0; id < pos.ids(); ++id)
      if (!pos.has(pos.candidate(id))) state_[static_cast<std::size_t>(id)] = -1;
  }
  [[nodiscard]] int state(Candidate x) const { return state_[at(x)]; }
  // A fact of the branch with this value.
  [[nodiscard]] bool shows(Candidate x, bool value) const { return (shown_[at(x)] & (value ? 1 : 2)) != 0; }
  void set(const Implication& i) {
    int& state = state_[at(i.candidate)];
    state = i.value ? 1 : -1;
    shown_[at(i.candidate)] |= i.value ? 1 : 2;
  }

  // Whether the implication follows from the causes it cites by its rule: each cause a fact
  // of the branch, and nothing but them and the position needed.
  [[nodiscard]] bool gives(const Implication& i) const {
    const bool cause_value = i.rule == Rule::conflict;
    if (!std::all_of(i.causes.begin(), i.causes.end(), [&](Candidate y) { return shows(y, cause_value); }))
      return false;
    const std::vector<Candidate> via = pos_.members(i.via);
    const auto in_via = [&](Candidate y) { return std::find(via.begin(), via.end(), y) != via.end(); };
    const auto cited = [&](Candidate y) { return std::find(i.causes.begin(), i.causes.end(), y) != i.causes.end(); };
    switch (i.rule) {
      case Rule::conflict:
        return !i.value && i.causes.size() == 1 && i.causes[0] != i.candidate && in_via(i.candidate) &&
               in_via(i.causes[0]);
      case Rule::single:
        return i.value && in_via(i.candidate) && !cited(i.candidate) &&
               std::all_of(i.causes.begin(), i.causes.end(), in_via) &&
               std::all_of(via.begin(), via.end(), [&](Candidate y) { return y == i.candidate || cited(y); });
      case Rule::group: {
        if (i.value || i.via.kind == ConstraintKind::cell || i.via.digit != i.candidate.digit ||
            pos_.in_house(i.candidate.cell, i.via.house.index()) ||
            !std::all_of(i.causes.begin(), i.causes.end(), in_via))
          return false;
        std::vector<Cell> left;
        for (const Candidate& y : via)
          if (!cited(y)) left.push_back(y.cell);
        if (left.empty()) return false;
        for (int other = 0; other < 3 * pos_.size(); ++other)
          if (pos_.in_house(i.candidate.cell, other) &&
              std::all_of(left.begin(), left.end(), [&](Cell c) { return pos_.in_house(c, other); }))
            return true;
        return false;
      }
      default:
        return false;
    }
  }

  // Whether the end the branch names holds: a constraint (not filled by a placed digit)
  // whose every candidate was shown false, or with two shown true, or a candidate shown both.
  [[nodiscard]] bool ends(const ForcingEnd& end) const {
    if (end.kind == ForcingEnd::Kind::both) return shows(end.candidate, true) && shows(end.candidate, false);
    if (end.kind == ForcingEnd::Kind::none || placed(end.where)) return false;
    const std::vector<Candidate> members = pos_.members(end.where);
    if (end.kind == ForcingEnd::Kind::emptied)
      return std::all_of(members.begin(), members.end(), [&](Candidate y) { return shows(y, false); });
    return std::count_if(members.begin(), members.end(), [&](Candidate y) { return shows(y, true); }) >= 2;
  }

  // Two truths in conflict, a candidate shown both true and false, or an open constraint
  // with every candidate false.
  [[nodiscard]] bool contradiction() const {
    const int n = pos_.size();
    for (int id = 0; id < pos_.ids(); ++id)
      if (shown_[static_cast<std::size_t>(id)] == 3) return true;
    for (int c = 0; c < n * n; ++c)
      if (broken(Constraint::of_cell(Cell(c)))) return true;
    for (int h = 0; h < 3 * n; ++h)
      for (int d = 0; d < n; ++d)
        if (broken(Constraint::of_house(House(h), Digit(d), n))) return true;
    return false;
  }

 private:
  [[nodiscard]] std::size_t at(Candidate x) const { return static_cast<std::size_t>(pos_.id(x)); }
  [[nodiscard]] bool broken(const Constraint& k) const {
    if (placed(k)) return false;
    const std::vector<Candidate> members = pos_.members(k);
    return std::all_of(members.begin(), members.end(), [&](Candidate y) { return state(y) == -1; }) ||
           std::count_if(members.begin(), members.end(), [&](Candidate y) { return state(y) == 1; }) >= 2;
  }
  // A constraint a placed digit already fills.
  [[nodiscard]] bool placed(const Constraint& k) const {
    if (k.kind == ConstraintKind::cell) return pos_.value(k.cell) != kEmpty;
    const std::vector<Cell> cells = pos_.house_cells(k.house.index());
    return std::any_of(cells.begin(), cells.end(), [&](Cell c) { return pos_.value(c) == k.digit.index(); });
  }

  const Position& pos_;
  std::vector<int> state_;
  std::vector<std::uint8_t> shown_;  // bit 0: shown true, bit 1: shown false
};

// How deep refutations may nest in a step the checker is given (the nested forcing net
// nests once); deeper is refused rather than followed.
constexpr int kMaxNesting = 4;

bool refutes(const Branch& known, const Implication& i, const Position& pos, int depth);

// Replays implications from what `known` holds, each given by its rule from its causes or
// refuted by its nested branch; the first that does not follow, if any.
std::optional<Candidate> replay(Branch& known, const std::vector<Implication>& implications, const Position& pos,
                                int depth) {
  for (const Implication& i : implications) {
    if (!pos.has(i.candidate)) return i.candidate;
    if (i.rule == Rule::refuted ? !refutes(known, i, pos, depth) : !i.nested.empty() || !known.gives(i))
      return i.candidate;
    known.set(i);
  }
  return std::nullopt;
}

// A falsity refuted by its nested branch: the candidate assumed true, with nothing known
// but the causes cited (facts of `known`), leads to the contradiction the branch names.
bool refutes(const Branch& known, const Implication& i, const Position& pos, int depth) {
  if (i.value || i.nested.size() != 1 || depth >= kMaxNesting) return false;
  const ForcingBranch& b = i.nested.front();
  if (b.premise.candidate != i.candidate || !b.premise.value || !b.premise.nested.empty()) return false;
  Branch inner(pos);
  for (const Candidate& y : i.causes) {
    if (known.shows(y, true) == known.shows(y, false)) return false;  // not a fact, or a contradictory one
    inner.set({y, known.shows(y, true)});
  }
  inner.set(b.premise);
  return !replay(inner, b.implications, pos, depth + 1) && inner.ends(b.end);
}

// The premises hold one truth at least: they are every candidate of one constraint, or a
// candidate and its negation.
bool exhaustive(const std::vector<ForcingBranch>& branches, const Position& pos) {
  if (branches.size() == 2 && branches[0].premise.candidate == branches[1].premise.candidate &&
      branches[0].premise.value != branches[1].premise.value)
    return true;
  std::vector<Candidate> premises;
  for (const ForcingBranch& b : branches) {
    if (!b.premise.value) return false;
    premises.push_back(b.premise.candidate);
  }
  std::sort(premises.begin(), premises.end());
  for (const Constraint& k : pos.constraints_of(premises.front()))
    if (pos.members(k) == premises) return true;
  return false;
}

// A Kraken fish's premises hold one truth at least, or its fish alone gives the conclusion.
// The fish (its one part) has n bases, none of them filled by a placed digit, and n covers;
// for a candidate x, b(x) and c(x) count the bases and covers holding it. Each base holds
// one truth and each cover at most one, so summed over the truths c - b is at most 0: when
// no candidate with b > c (a fin) is true, every truth has c = b, and every cover holds
// exactly one truth, which is a base candidate with c = b. So the premises must hold every
// fin, and then either (type 1) each elimination has c > b, or (type 2) some cover has all
// its candidates with c = b >= 1 among them.
bool kraken_exhaustive(const Step& step, const Position& pos) {
  if (step.parts.size() != 1) return false;
  const Step& fish = step.parts[0];
  if (fish.base.empty() || fish.base.size() != fish.cover.size()) return false;
  std::vector<int> b(static_cast<std::size_t>(pos.ids()), 0), c(b.size(), 0);
  for (const Constraint& k : fish.base) {
    if (k.kind != ConstraintKind::cell) {
      const std::vector<Cell> cells = pos.house_cells(k.house.index());
      if (std::any_of(cells.begin(), cells.end(), [&](Cell x) { return pos.value(x) == k.digit.index(); }))
        return false;
    } else if (pos.value(k.cell) != kEmpty) {
      return false;
    }
    for (const Candidate& x : pos.members(k)) ++b[static_cast<std::size_t>(pos.id(x))];
  }
  for (const Constraint& k : fish.cover)
    for (const Candidate& x : pos.members(k)) ++c[static_cast<std::size_t>(pos.id(x))];
  std::vector<bool> premise(b.size(), false);
  for (const ForcingBranch& br : step.branches) {
    if (!br.premise.value) return false;
    premise[static_cast<std::size_t>(pos.id(br.premise.candidate))] = true;
  }
  const auto at = [&](const Candidate& x) { return static_cast<std::size_t>(pos.id(x)); };
  for (const Constraint& k : fish.base)
    for (const Candidate& x : pos.members(k))
      if (b[at(x)] > c[at(x)] && !premise[at(x)]) return false;
  if (step.technique == Technique::kraken_fish_1)
    return std::all_of(step.eliminations.begin(), step.eliminations.end(),
                       [&](const Candidate& x) { return pos.has(x) && c[at(x)] > b[at(x)]; });
  return std::any_of(fish.cover.begin(), fish.cover.end(), [&](const Constraint& k) {
    const std::vector<Candidate> members = pos.members(k);
    return std::all_of(members.begin(), members.end(),
                       [&](const Candidate& x) { return c[at(x)] != b[at(x)] || premise[at(x)]; });
  });
}

// The placement templates of every digit, walked row by row (each takes its row's placed
// cell of the digit, or a candidate of it in a column and box not yet taken), then refined
// as the finders refine them: a template through a cell that every template of another
// digit holds goes, until none does.
class TemplateRecount {
 public:
  static constexpr long kBudget = 1L << 22;  // nodes per digit; past it nothing is recounted
  using Placement = std::vector<int>;        // a cell per row

  explicit TemplateRecount(const Position& pos) : pos_(pos), n_(pos.size()) {
    lists_.resize(static_cast<std::size_t>(n_));
    for (int d = 0; d < n_; ++d) {
      nodes_ = 0;
      chosen_.assign(static_cast<std::size_t>(n_), 0);
      walk(Digit(d), 0, 0, 0, lists_[static_cast<std::size_t>(d)]);
      if (nodes_ > kBudget) return;  // incomplete: nothing to recount
    }
    complete_ = true;
    std::vector<std::vector<bool>> in_all(static_cast<std::size_t>(n_));
    for (int d = 0; d < n_; ++d) in_all[static_cast<std::size_t>(d)] = every(d);
    for (bool removed = true; removed;) {
      removed = false;
      for (int j = 0; j < n_; ++j) {
        auto& list = lists_[static_cast<std::size_t>(j)];
        const auto clashes = [&](const Placement& p) {
          for (int k = 0; k < n_; ++k)
            if (k != j)
              for (int c : p)
                if (in_all[static_cast<std::size_t>(k)][static_cast<std::size_t>(c)]) return true;
          return false;
        };
        if (std::none_of(list.begin(), list.end(), clashes)) continue;
        list.erase(std::remove_if(list.begin(), list.end(), clashes), list.end());
        in_all[static_cast<std::size_t>(j)] = every(j);
        removed = true;
      }
    }
  }

  [[nodiscard]] bool complete() const { return complete_; }
  [[nodiscard]] long count(Digit d) const {
    return static_cast<long>(lists_[static_cast<std::size_t>(d.index())].size());
  }
  [[nodiscard]] bool in_any(Digit d, Cell c) const {
    const auto& list = lists_[static_cast<std::size_t>(d.index())];
    return std::any_of(list.begin(), list.end(), [&](const Placement& p) { return holds(p, c); });
  }
  [[nodiscard]] bool in_all(Digit d, Cell c) const {
    const auto& list = lists_[static_cast<std::size_t>(d.index())];
    return !list.empty() && std::all_of(list.begin(), list.end(), [&](const Placement& p) { return holds(p, c); });
  }

 private:
  static bool holds(const Placement& p, Cell c) { return std::find(p.begin(), p.end(), c.index()) != p.end(); }

  // Per cell, whether every template of d holds it.
  [[nodiscard]] std::vector<bool> every(int d) const {
    std::vector<bool> out(static_cast<std::size_t>(n_ * n_), false);
    const auto& list = lists_[static_cast<std::size_t>(d)];
    if (list.empty()) return out;
    for (int c : list.front())
      out[static_cast<std::size_t>(c)] =
          std::all_of(list.begin(), list.end(), [&](const Placement& p) { return holds(p, Cell(c)); });
    return out;
  }

  void walk(Digit d, int row, std::uint64_t columns, std::uint64_t boxes, std::vector<Placement>& out) {
    if (++nodes_ > kBudget) return;
    if (row == n_) {
      out.push_back(chosen_);
      return;
    }
    for (int col = 0; col < n_ && nodes_ <= kBudget; ++col) {
      const Cell c(row * n_ + col);
      if (pos_.value(c) != d.index() && !pos_.has({c, d})) continue;
      const int box = pos_.box_of(c);
      if ((columns >> col & 1) || (boxes >> box & 1)) continue;
      chosen_[static_cast<std::size_t>(row)] = c.index();
      walk(d, row + 1, columns | std::uint64_t{1} << col, boxes | std::uint64_t{1} << box, out);
    }
  }

  const Position& pos_;
  int n_;
  std::vector<std::vector<Placement>> lists_;
  bool complete_ = false;
  Placement chosen_;
  long nodes_ = 0;
};

}  // namespace

std::optional<CertificateError> templates(const Step& step, const Position& pos) {
  const Candidate where = !step.eliminations.empty() ? step.eliminations[0]
                          : !step.placements.empty() ? step.placements[0]
                                                     : Candidate{};
  if (step.digits.size() != 1) return CertificateError{Kind::not_implied, where};
  const Digit d = step.digits[0];
  const TemplateRecount t(pos);
  if (!t.complete() || t.count(d) == 0 || t.count(d) != step.template_count)
    return CertificateError{Kind::template_miscount, where};
  for (const Candidate& x : step.eliminations)
    if (x.digit != d || t.in_any(d, x.cell)) return CertificateError{Kind::not_implied, x};
  for (const Candidate& x : step.placements)
    if (x.digit != d || !t.in_all(d, x.cell)) return CertificateError{Kind::placement_unproven, x};
  return std::nullopt;
}

std::vector<Candidate> guardians(const DeadlyPattern& pattern, const Position& pos) {
  std::vector<Candidate> out;
  for (Cell c : pattern.cells)
    for (int d = 0; d < pos.size(); ++d) {
      const Candidate x{c, Digit(d)};
      const bool in_pattern =
          pattern.candidates.empty()
              ? holds(pattern.digits, x.digit)
              : std::find(pattern.candidates.begin(), pattern.candidates.end(), x) != pattern.candidates.end();
      if (pos.has(x) && !in_pattern) out.push_back(x);
    }
  return out;
}

std::optional<CertificateError> deadly(const DeadlyPattern& pattern, const Position& pos, bool within_candidates) {
  if (!pattern.candidates.empty()) return grave(pattern, pos);
  const Candidate where{pattern.cells.empty() ? Cell(0) : pattern.cells[0],
                        pattern.digits.empty() ? Digit(0) : pattern.digits[0]};
  std::vector<Cell> cells = pattern.cells;
  std::sort(cells.begin(), cells.end());
  // Too small to swap anything, repeated cells, or too large to enumerate (the walk is
  // digits^cells at worst).
  double work = 1;
  for (std::size_t i = 0; i < cells.size(); ++i) work *= static_cast<double>(pattern.digits.size());
  if (cells.size() < 2 || pattern.digits.size() < 2 || std::adjacent_find(cells.begin(), cells.end()) != cells.end() ||
      work > 1 << 20)
    return CertificateError{Kind::not_deadly, where};
  for (Cell c : cells) {
    if (pos.given(c)) return CertificateError{Kind::given_in_pattern, {c, where.digit}};
    // A solved cell is fixed in the position: only the puzzle's uniqueness lets it swap.
    if (pos.value(c) != kEmpty && (within_candidates || !holds(pattern.digits, Digit(pos.value(c)))))
      return CertificateError{Kind::not_deadly, {c, Digit(pos.value(c))}};
  }
  std::map<Fillings::Key, int> all, allowed;
  Fillings(pattern, pos).run(all, allowed);
  for (const auto& [key, n] : allowed)
    if ((within_candidates ? n : all[key]) < 2) return CertificateError{Kind::not_deadly, where};
  return std::nullopt;
}

std::optional<CertificateError> forcing(const Step& step, const Position& pos) {
  std::vector<ForcingBranch> branches = step.branches;
  if (family_of(step.technique).proof == Proof::kraken) {
    if (!kraken_exhaustive(step, pos))
      return CertificateError{Kind::not_exhaustive, branches.front().premise.candidate};
  } else {
    // A lone branch stands against its own negation, which concludes just that.
    if (branches.size() == 1)
      branches.push_back({.premise = {branches[0].premise.candidate, !branches[0].premise.value}, .implications = {}});
    if (!exhaustive(branches, pos)) return CertificateError{Kind::not_exhaustive, branches.front().premise.candidate};
  }
  for (const ForcingBranch& b : branches) {
    if (!pos.has(b.premise.candidate)) return CertificateError{Kind::not_a_candidate, b.premise.candidate};
    Branch known(pos);
    known.set(b.premise);
    if (auto bad = replay(known, b.implications, pos, 0)) return CertificateError{Kind::unjustified, *bad};
    if (b.contradiction) {
      if (!known.ends(b.end)) return CertificateError{Kind::no_contradiction, b.premise.candidate};
      continue;
    }
    if (known.contradiction()) continue;
    for (const Candidate& x : step.eliminations)
      if (known.state(x) != -1) return CertificateError{Kind::not_forced, x};
    for (const Candidate& x : step.placements)
      if (known.state(x) != 1) return CertificateError{Kind::not_forced, x};
  }
  return std::nullopt;
}

bool sharing(const Step& step) {
  for (std::size_t i = 0; i < step.als.size(); ++i)
    for (std::size_t j = i + 1; j < step.als.size(); ++j)
      for (Cell c : step.als[i].cells)
        if (std::find(step.als[j].cells.begin(), step.als[j].cells.end(), c) != step.als[j].cells.end()) return true;
  return false;
}

namespace {

bool holds(const std::vector<Cell>& cells, Cell c) {
  return std::find(cells.begin(), cells.end(), c) != cells.end();
}

// The set's cells that hold d in the position.
std::vector<Cell> places(const Als& set, Digit d, const Position& pos) {
  std::vector<Cell> out;
  for (Cell c : set.cells)
    if (pos.has({c, d})) out.push_back(c);
  return out;
}

// n distinct open cells of one house holding n + 1 digits between them, the set's digits.
bool is_als(const Als& set, const Position& pos) {
  if (set.cells.empty() || !pos.house_of(set.cells, Digit(0))) return false;
  std::vector<Cell> cells = set.cells;
  std::sort(cells.begin(), cells.end());
  if (std::adjacent_find(cells.begin(), cells.end()) != cells.end()) return false;
  std::vector<Digit> digits;
  for (Cell c : cells) {
    if (pos.value(c) >= 0) return false;
    for (int d = 0; d < pos.size(); ++d)
      if (pos.has({c, Digit(d)})) digits.push_back(Digit(d));
  }
  std::sort(digits.begin(), digits.end());
  digits.erase(std::unique(digits.begin(), digits.end()), digits.end());
  std::vector<Digit> listed = set.digits;
  std::sort(listed.begin(), listed.end());
  return digits == listed && digits.size() == cells.size() + 1;
}

bool all_see(const Position& pos, const std::vector<Cell>& a, const std::vector<Cell>& b) {
  for (Cell x : a)
    for (Cell y : b)
      if (!pos.sees(x, y)) return false;
  return true;
}

// Link i of a chain (the closing one of a loop too) holds: inside a set between two of its
// digits, all its places of each; or between sets, one digit whose cells all see each other.
bool link_holds(const Step& step, const Chain& chain, std::size_t i, const Position& pos) {
  const ChainLink& link = chain.links[i];
  const ChainNode& from = chain.nodes[i];
  const ChainNode& to = chain.nodes[(i + 1) % chain.nodes.size()];
  if (link.kind == LinkKind::weak) return from.digit == to.digit && all_see(pos, from.cells, to.cells);
  if (link.als < 0 || link.als >= static_cast<int>(step.als.size()) || from.digit == to.digit) return false;
  const Als& set = step.als[static_cast<std::size_t>(link.als)];
  return !from.cells.empty() && !to.cells.empty() && places(set, from.digit, pos) == from.cells &&
         places(set, to.digit, pos) == to.cells;
}

// An open chain of ALS links and weak links between sets: "the first node or the last is
// true". False when a link does not hold.
bool als_chain_holds(const Step& step, const Chain& chain, const Position& pos) {
  if (chain.loop() || chain.links.empty() || chain.links.front().kind != LinkKind::strong ||
      chain.links.back().kind != LinkKind::strong)
    return false;
  // inside a set, "from's digit is missing" leaves it locked on the others, to's among them
  for (std::size_t i = 0; i < chain.links.size(); ++i)
    if (!link_holds(step, chain, i, pos)) return false;
  return true;
}

// A doubly linked pair as a loop: two sets, each entered and left by the two commons. Neither
// set can lack both (the other would then lack both and be two digits short), so each holds
// all its digits but one of the two, and each common is in exactly one of them: a candidate
// of a common that sees all its places in both goes, and so does one of another digit of a
// set that sees all the set's places of it.
bool loop_eliminates(const Step& step, const Chain& chain, Candidate x, const Position& pos) {
  if (!chain.loop() || chain.nodes.size() != 4 || chain.links[0].kind != LinkKind::strong ||
      chain.links[2].kind != LinkKind::strong || chain.links[1].kind != LinkKind::weak ||
      chain.links[3].kind != LinkKind::weak || chain.links[0].als == chain.links[2].als)
    return false;
  for (std::size_t i = 0; i < 4; ++i)
    if (!link_holds(step, chain, i, pos)) return false;
  for (std::size_t i : {std::size_t{1}, std::size_t{3}}) {
    const ChainNode& a = chain.nodes[i];
    const ChainNode& b = chain.nodes[(i + 1) % 4];
    if (a.digit == x.digit && !holds(a.cells, x.cell) && !holds(b.cells, x.cell) && all_see(pos, a.cells, {x.cell}) &&
        all_see(pos, b.cells, {x.cell}))
      return true;
  }
  for (std::size_t i : {std::size_t{0}, std::size_t{2}}) {
    const Als& set = step.als[static_cast<std::size_t>(chain.links[i].als)];
    if (x.digit == chain.nodes[i].digit || x.digit == chain.nodes[i + 1].digit || holds(set.cells, x.cell)) continue;
    const std::vector<Cell> at = places(set, x.digit, pos);
    if (!at.empty() && all_see(pos, at, {x.cell})) return true;
  }
  return false;
}

std::optional<CertificateError> blossom(const Step& step, const Position& pos) {
  if (step.cells.size() != 1) return CertificateError{Kind::broken_als_link, step.eliminations.front()};
  const Cell stem = step.cells[0];
  std::vector<bool> petal_of(static_cast<std::size_t>(pos.size()), false);
  for (const RestrictedCommon& rc : step.commons) {
    if (rc.a != -1 || rc.b < 0 || rc.b >= static_cast<int>(step.als.size()) || rc.digits.size() != 1)
      return CertificateError{Kind::broken_als_link, step.eliminations.front()};
    const Als& petal = step.als[static_cast<std::size_t>(rc.b)];
    const std::vector<Cell> at = places(petal, rc.digits[0], pos);
    if (at.empty() || holds(petal.cells, stem) || !all_see(pos, at, {stem}))
      return CertificateError{Kind::broken_als_link, {stem, rc.digits[0]}};
    petal_of[static_cast<std::size_t>(rc.digits[0].index())] = true;
  }
  // whatever the stem holds, that digit's petal lacks it and holds its other digits
  for (int d = 0; d < pos.size(); ++d)
    if (pos.has({stem, Digit(d)}) && !petal_of[static_cast<std::size_t>(d)])
      return CertificateError{Kind::broken_als_link, {stem, Digit(d)}};
  for (const Candidate& x : step.eliminations) {
    if (x.cell == stem || pos.has({stem, x.digit})) return CertificateError{Kind::broken_als_link, x};
    for (const RestrictedCommon& rc : step.commons) {
      const Als& petal = step.als[static_cast<std::size_t>(rc.b)];
      const std::vector<Cell> at = places(petal, x.digit, pos);
      if (at.empty() || holds(petal.cells, x.cell) || !all_see(pos, at, {x.cell}))
        return CertificateError{Kind::broken_als_link, x};
    }
  }
  return std::nullopt;
}

// The error for a set that is not an ALS (named by its first cell; a step read from outside
// may hold an empty one).
CertificateError not_an_als(const Als& set) {
  return {Kind::not_an_als, {set.cells.empty() ? Cell(0) : set.cells.front(), Digit(0)}};
}

// Whether the set dies under a combination of the base cells: two of its digits each have
// all their places in the set seen by base cells holding that digit.
bool emptied(const Als& set, const std::vector<Cell>& base, const std::vector<Digit>& values, const Position& pos) {
  int dead = 0;
  for (Digit d : set.digits) {
    const std::vector<Cell> at = places(set, d, pos);
    const bool killed = std::all_of(at.begin(), at.end(), [&](Cell p) {
      for (std::size_t i = 0; i < base.size(); ++i)
        if (values[i] == d && pos.sees(base[i], p)) return true;
      return false;
    });
    dead += killed ? 1 : 0;
  }
  return dead >= 2;
}

// Every combination of the base cells' candidates that holds `fixed`, given to `f` until it
// returns false; false then.
template <class F>
bool combinations(const std::vector<Cell>& base, std::size_t i, std::vector<Digit>& values, const Position& pos,
                  const Candidate& fixed, F&& f) {
  if (i == base.size()) return f(values);
  for (int d = 0; d < pos.size(); ++d) {
    const Candidate x{base[i], Digit(d)};
    if (!pos.has(x) || (base[i] == fixed.cell && x != fixed)) continue;
    values[i] = Digit(d);
    if (!combinations(base, i + 1, values, pos, fixed, f)) return false;
  }
  return true;
}

}  // namespace

std::optional<CertificateError> aligned(const Step& step, const Position& pos) {
  const Candidate where = step.eliminations.empty() ? Candidate{} : step.eliminations.front();
  std::vector<Cell> base = step.cells;
  std::sort(base.begin(), base.end());
  if (base.size() != static_cast<std::size_t>(info(step.technique).size) ||
      std::adjacent_find(base.begin(), base.end()) != base.end() ||
      std::any_of(base.begin(), base.end(), [&](Cell c) { return pos.value(c) != kEmpty; }))
    return CertificateError{Kind::combination_possible, where};
  for (const Als& set : step.als) {
    if (!is_als(set, pos) || std::any_of(base.begin(), base.end(), [&](Cell c) { return holds(set.cells, c); }))
      return not_an_als(set);
  }
  const auto excluded = [&](const std::vector<Digit>& values) {
    for (std::size_t i = 0; i < base.size(); ++i)
      for (std::size_t j = i + 1; j < base.size(); ++j)
        if (values[i] == values[j] && pos.sees(base[i], base[j])) return true;
    return std::any_of(step.als.begin(), step.als.end(),
                       [&](const Als& set) { return emptied(set, base, values, pos); });
  };
  for (const Candidate& x : step.eliminations) {
    std::vector<Digit> values(base.size(), Digit(0));
    if (!holds(base, x.cell) || !combinations(base, 0, values, pos, x, excluded))
      return CertificateError{Kind::combination_possible, x};
  }
  return std::nullopt;
}

std::optional<CertificateError> als(const Step& step, const Position& pos) {
  for (const Als& set : step.als)
    if (!is_als(set, pos)) return not_an_als(set);
  if (step.technique == Technique::death_blossom) return blossom(step, pos);
  for (const Candidate& x : step.eliminations) {
    const bool proven = std::any_of(step.chains.begin(), step.chains.end(), [&](const Chain& chain) {
      if (chain.loop()) return loop_eliminates(step, chain, x, pos);
      const ChainNode& a = chain.nodes.front();
      const ChainNode& b = chain.nodes.back();
      return als_chain_holds(step, chain, pos) && a.digit == x.digit && b.digit == x.digit && !holds(a.cells, x.cell) &&
             !holds(b.cells, x.cell) && all_see(pos, a.cells, {x.cell}) && all_see(pos, b.cells, {x.cell});
    });
    if (!proven) return CertificateError{Kind::broken_als_link, x};
  }
  return std::nullopt;
}

namespace {

bool same_cells(std::vector<Cell> a, std::vector<Cell> b) {
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  return a == b;
}

// Whether "a true" and "b true" exclude each other.
bool excludes(const ChainNode& a, const ChainNode& b, const Position& pos) {
  for (Cell x : a.cells)
    for (Cell y : b.cells)
      if (!pos.conflict({x, a.digit}, {y, b.digit})) return false;
  return true;
}

// A strong link through set A: both nodes A's places of a digit of it (two digits cannot
// both be missing from it), or one of them, digit x, and a candidate m of a cell Y outside
// it whose every other candidate is a digit of A but x with all its places in A seen by Y
// (were x missing from A, A would hold all those, and Y would be m).
bool set_link_holds(const Als& set, const ChainNode& from, const ChainNode& to, const Position& pos) {
  if (!is_als(set, pos)) return false;
  const auto inside = [&](const ChainNode& n) {
    return !n.cells.empty() && same_cells(places(set, n.digit, pos), n.cells);
  };
  if (inside(from) && inside(to)) return from.digit != to.digit;
  const ChainNode& in = inside(from) ? from : to;
  const ChainNode& out = inside(from) ? to : from;
  if (!inside(in) || out.cells.size() != 1 || holds(set.cells, out.cells[0]) || !pos.has({out.cells[0], out.digit}))
    return false;
  const Cell y = out.cells[0];
  for (int d = 0; d < pos.size(); ++d) {
    const Digit e(d);
    if (e == out.digit || !pos.has({y, e})) continue;
    if (e == in.digit || std::find(set.digits.begin(), set.digits.end(), e) == set.digits.end()) return false;
    const std::vector<Cell> at = places(set, e, pos);
    if (at.empty() || !all_see(pos, at, {y})) return false;
  }
  return true;
}

// Link i of an open chain holds: weak, its nodes exclude each other; strong, one of them is
// true (every candidate of its carrier lies in them, or through its set).
bool inference_holds(const Step& step, const Chain& chain, std::size_t i, const Position& pos) {
  const ChainLink& link = chain.links[i];
  const ChainNode& from = chain.nodes[i];
  const ChainNode& to = chain.nodes[i + 1];
  if (link.kind == LinkKind::weak) return excludes(from, to, pos);
  if (link.als >= 0)
    return link.als < static_cast<int>(step.als.size()) &&
           set_link_holds(step.als[static_cast<std::size_t>(link.als)], from, to, pos);
  if (!link.carrier) return false;
  for (const Candidate& x : pos.members(*link.carrier))
    if (!(x.digit == from.digit && holds(from.cells, x.cell)) && !(x.digit == to.digit && holds(to.cells, x.cell)))
      return false;
  return true;
}

}  // namespace

bool passes_sets_twice(const Step& step) {
  if (step.als.empty()) return false;
  if (sharing(step)) return true;
  for (const Chain& chain : step.chains)
    for (std::size_t j = 0; j < chain.nodes.size(); ++j)
      for (std::size_t k = 0; k < step.als.size(); ++k) {
        const auto carried = [&](std::size_t i) {
          return i < chain.links.size() && chain.links[i].als == static_cast<int>(k);
        };
        if (carried(j) || (j > 0 && carried(j - 1))) continue;
        for (Cell c : chain.nodes[j].cells)
          if (holds(step.als[k].cells, c)) return true;
      }
  return false;
}

std::optional<CertificateError> inferences(const Step& step, const Position& pos) {
  if (step.chains.size() != 1 || step.chains[0].loop() || step.chains[0].links.empty())
    return CertificateError{Kind::unjustified, step.eliminations.empty() ? Candidate{} : step.eliminations[0]};
  const Chain& chain = step.chains[0];
  const ChainNode& a = chain.nodes.front();
  const ChainNode& b = chain.nodes.back();
  for (std::size_t i = 0; i < chain.links.size(); ++i) {
    const LinkKind want = i % 2 == 0 ? LinkKind::strong : LinkKind::weak;
    if (chain.links[i].kind != want || !inference_holds(step, chain, i, pos)) {
      const ChainNode& at = chain.nodes[i];
      return CertificateError{Kind::unjustified, {at.cells.empty() ? Cell(0) : at.cells[0], at.digit}};
    }
  }
  // "a false" leads to "b true": a or b is true, and whatever excludes both goes (a node's
  // own candidate does not exclude it)
  if (chain.links.back().kind != LinkKind::strong)
    return CertificateError{Kind::unjustified, {b.cells.empty() ? Cell(0) : b.cells[0], b.digit}};
  for (const Candidate& x : step.eliminations)
    if (!excludes({x.digit, {x.cell}}, a, pos) || !excludes({x.digit, {x.cell}}, b, pos))
      return CertificateError{Kind::not_implied, x};
  if (!step.placements.empty()) return CertificateError{Kind::placement_unproven, step.placements[0]};
  return std::nullopt;
}

}  // namespace setlogic::check
