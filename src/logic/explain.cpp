#include "logic/explain.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "core/geometry.hpp"

namespace setlogic {
namespace {

// What a branch knows: per candidate id, unknown (0), true (1) or false (-1), and for each
// fact of the branch (or of the branches it is nested in) the order it was derived in.
struct Known {
  std::vector<std::int8_t> state;
  std::vector<int> order;  // -1: not a fact (unknown, or not a candidate of the position)
  int next = 0;
};

template <int B>
class Explainer {
  using G = Geometry<B>;
  static constexpr int n_ = G::size;

 public:
  explicit Explainer(const Puzzle& p) : masks_(candidate_masks(p)), values_(p.values) {
    for (std::size_t c = 0; c < masks_.size(); ++c)
      if (values_[c] != kEmpty) masks_[c] = 0;  // a solved cell is no fact's subject
  }

  Known start() const {
    Known k{std::vector<std::int8_t>(static_cast<std::size_t>(n_ * n_ * n_), 0),
            std::vector<int>(static_cast<std::size_t>(n_ * n_ * n_), -1), 0};
    for (int c = 0; c < n_ * n_; ++c)
      for (int d = 0; d < n_; ++d)
        if ((masks_[static_cast<std::size_t>(c)] >> d & 1) == 0) k.state[id({Cell(c), Digit(d)})] = -1;
    return k;
  }

  // Explains `b` from what `known` holds; the facts from before the branch that its
  // explanations cite.
  std::vector<Candidate> branch(ForcingBranch& b, Known known) {
    const int first = known.next;
    std::vector<Candidate> outer;
    auto cite = [&](const std::vector<Candidate>& causes) {
      for (const Candidate& y : causes)
        if (known.order[id(y)] < first && std::find(outer.begin(), outer.end(), y) == outer.end()) outer.push_back(y);
    };
    b.end = {};
    b.premise.rule = Rule::premise;
    b.premise.causes.clear();
    learn(known, b.premise, b.end);
    for (Implication& i : b.implications) {
      explain(i, known);
      cite(i.causes);
      learn(known, i, b.end);
    }
    if (b.contradiction && b.end.kind == ForcingEnd::Kind::none) b.end = broken(known);
    cite(shown_by(b.end, known));
    return outer;
  }

 private:
  std::size_t id(Candidate x) const { return static_cast<std::size_t>(x.cell.index() * n_ + x.digit.index()); }
  static bool in_house(Cell c, House h) { return G::house_mask[static_cast<std::size_t>(h.index())].test(c); }
  // The constraint's candidates in the position, held without allocating: the replay asks
  // for them several times per implication.
  struct Members {
    std::array<Candidate, n_> items{};
    std::size_t count = 0;
    [[nodiscard]] const Candidate* begin() const { return items.data(); }
    [[nodiscard]] const Candidate* end() const { return items.data() + count; }
  };
  Members members(const Constraint& k) const {
    Members out;
    if (k.kind == ConstraintKind::cell) {
      for (int d = 0; d < n_; ++d)
        if (masks_[static_cast<std::size_t>(k.cell.index())] >> d & 1) out.items[out.count++] = {k.cell, Digit(d)};
      return out;
    }
    for (int i = 0; i < n_; ++i) {
      const Cell c = G::house_cells[static_cast<std::size_t>(k.house.index())][static_cast<std::size_t>(i)];
      if (masks_[static_cast<std::size_t>(c.index())] >> k.digit.index() & 1) out.items[out.count++] = {c, k.digit};
    }
    return out;
  }
  std::array<Constraint, 4> constraints(Candidate x) const {
    const auto& h = G::houses_of(x.cell);
    return {Constraint::of_cell(x.cell), Constraint::of_house(h[0], x.digit, n_),
            Constraint::of_house(h[1], x.digit, n_), Constraint::of_house(h[2], x.digit, n_)};
  }
  bool placed(const Constraint& k) const {
    if (k.kind == ConstraintKind::cell) return values_[static_cast<std::size_t>(k.cell.index())] != kEmpty;
    for (Cell c : G::house_cells[static_cast<std::size_t>(k.house.index())])
      if (values_[static_cast<std::size_t>(c.index())] == k.digit.index()) return true;
    return false;
  }

  // The latest order among causes: lower is an earlier, shallower explanation.
  int latest(const Known& known, const std::vector<Candidate>& causes) const {
    int out = -1;
    for (const Candidate& y : causes) out = std::max(out, known.order[id(y)]);
    return out;
  }

  // The other members of k are all false: the facts among them, or nothing when one is open.
  std::optional<std::vector<Candidate>> all_false_but(const Known& known, const Constraint& k, Candidate x) const {
    std::vector<Candidate> causes;
    for (const Candidate& y : members(k)) {
      if (y == x) continue;
      if (known.state[id(y)] != -1) return std::nullopt;
      causes.push_back(y);
    }
    return causes;
  }

  void explain(Implication& i, Known& known) {
    const Candidate x = i.candidate;
    i.rule = Rule::premise;
    i.causes.clear();
    if (!i.nested.empty()) {
      // The refutation assumes x true from what the branch knows here.
      i.rule = Rule::refuted;
      i.causes = branch(i.nested.front(), known);
      sort_by_order(known, i.causes);
      return;
    }
    int best = -1;
    auto offer = [&](Rule rule, const Constraint& via, std::vector<Candidate> causes) {
      const int at = latest(known, causes);
      if (i.rule != Rule::premise && at >= best) return;
      best = at;
      i.rule = rule;
      i.via = via;
      sort_by_order(known, causes);
      i.causes = std::move(causes);
    };
    if (i.value) {
      for (const Constraint& k : constraints(x))
        if (auto causes = all_false_but(known, k, x)) offer(Rule::single, k, std::move(*causes));
      return;
    }
    for (const Constraint& k : constraints(x))
      for (const Candidate& y : members(k))
        if (y != x && known.state[id(y)] == 1) offer(Rule::conflict, k, {y});
    if (i.rule != Rule::premise) return;
    // A group: the digit's places left in another house all lie in one house with x.
    const auto& own = G::houses_of(x.cell);
    for (int h = 0; h < G::houses; ++h) {
      if (in_house(x.cell, House(h))) continue;
      const Constraint k = Constraint::of_house(House(h), x.digit, n_);
      const Members places = members(k);
      bool left = false;
      std::array<bool, 3> shared{true, true, true};  // every place left lies in own[o]
      for (const Candidate& y : places)
        if (known.state[id(y)] != -1) {
          left = true;
          for (std::size_t o = 0; o < 3; ++o) shared[o] = shared[o] && in_house(y.cell, own[o]);
        }
      if (!left || (!shared[0] && !shared[1] && !shared[2])) continue;
      std::vector<Candidate> gone;
      for (const Candidate& y : places)
        if (known.state[id(y)] == -1) gone.push_back(y);
      offer(Rule::group, k, std::move(gone));
    }
  }

  void sort_by_order(const Known& known, std::vector<Candidate>& xs) const {
    std::sort(xs.begin(), xs.end(),
              [&](const Candidate& a, const Candidate& b) { return known.order[id(a)] < known.order[id(b)]; });
  }

  // Takes the implication as a fact; one that contradicts a fact is the branch's end.
  void learn(Known& known, const Implication& i, ForcingEnd& end) {
    const std::size_t at = id(i.candidate);
    const std::int8_t value = i.value ? 1 : -1;
    if (known.state[at] == -value && end.kind == ForcingEnd::Kind::none) {
      if (i.rule == Rule::single)
        end = {ForcingEnd::Kind::emptied, i.via, {}};
      else if (i.rule == Rule::conflict)
        end = {ForcingEnd::Kind::doubled, i.via, {}};
      else
        end = {ForcingEnd::Kind::both, {}, i.candidate};
    }
    known.state[at] = value;
    if (known.order[at] < 0) known.order[at] = known.next++;
  }

  // The facts an end rests on: the falsities of an emptied constraint, the truths of a
  // doubled one, the candidate shown both ways.
  std::vector<Candidate> shown_by(const ForcingEnd& end, const Known& known) const {
    if (end.kind == ForcingEnd::Kind::none) return {};
    if (end.kind == ForcingEnd::Kind::both) return {end.candidate};
    std::vector<Candidate> out;
    const std::int8_t value = end.kind == ForcingEnd::Kind::emptied ? -1 : 1;
    for (const Candidate& y : members(end.where))
      if (known.state[id(y)] == value || end.kind == ForcingEnd::Kind::emptied) out.push_back(y);
    return out;
  }

  // The first constraint the facts leave without a candidate, or give two true ones.
  ForcingEnd broken(const Known& known) const {
    std::vector<Constraint> all;
    for (int c = 0; c < n_ * n_; ++c) all.push_back(Constraint::of_cell(Cell(c)));
    for (int h = 0; h < 3 * n_; ++h)
      for (int d = 0; d < n_; ++d) all.push_back(Constraint::of_house(House(h), Digit(d), n_));
    for (const Constraint& k : all) {
      if (placed(k)) continue;
      int truths = 0;
      bool open = false;
      for (const Candidate& y : members(k)) {
        truths += known.state[id(y)] == 1;
        open = open || known.state[id(y)] != -1;
      }
      if (!open) return {ForcingEnd::Kind::emptied, k, {}};
      if (truths > 1) return {ForcingEnd::Kind::doubled, k, {}};
    }
    return {};
  }

  std::vector<std::uint32_t> masks_;
  std::vector<std::int8_t> values_;
};

}  // namespace

void explain_forcing(Step& step, const Puzzle& position) {
  for (Step& part : step.parts) explain_forcing(part, position);
  if (step.branches.empty()) return;
  with_box_size(position.box, [&](auto b) {
    Explainer<decltype(b)::value> e(position);
    const Known start = e.start();
    for (ForcingBranch& branch : step.branches) e.branch(branch, start);
  });
}

}  // namespace setlogic
