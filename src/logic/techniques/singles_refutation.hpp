#pragma once
// A premise followed by singles to a contradiction, for proofs the forcing checker replays:
// from what a branch already holds (`known`, in order) and the premise (without one: from
// everything known, to go on with a branch), a truth makes what
// it conflicts with false (its cell's other candidates, its digit's other places in its
// houses), and a cell or a digit in a house left with one candidate makes it true; the first
// truth that meets a truth, or constraint left with none, ends it. The implications it
// needs (the ancestors of that contradiction, premise and known facts left out) come back in
// the order found. Patterns whose eliminations need no case split are refuted this way:
// pointing and claiming, hidden and naked pairs, X-Wings, and the placements they leave.

#include <optional>
#include <vector>

#include "core/grid.hpp"
#include "logic/step.hpp"

namespace setlogic {

template <int B>
std::optional<std::vector<Implication>> singles_to_contradiction(const Grid<B>& g,
                                                                 const std::vector<Implication>& known,
                                                                 const std::optional<Implication>& premise = {}) {
  using G = Geometry<B>;
  constexpr int N = G::size;
  struct Fact {
    int id;
    bool value;
    std::vector<int> causes;
    bool known;  // held before the premise
  };
  auto id_of = [](Candidate x) { return G::candidate(x.cell, x.digit); };
  auto candidate = [](int id) { return Candidate{Cell(id / N), Digit(id % N)}; };
  auto open = [&](int cell, int digit) { return !g.value(Cell(cell)) && g.candidates(Cell(cell)).test(Digit(digit)); };
  std::vector<Fact> facts;
  std::vector<int> fact_of(G::candidates, -1);
  for (const Implication& i : known) {
    fact_of[static_cast<std::size_t>(id_of(i.candidate))] = static_cast<int>(facts.size());
    facts.push_back({id_of(i.candidate), i.value, {}, true});
  }
  auto state = [&](int id) {
    const int f = fact_of[static_cast<std::size_t>(id)];
    return f < 0 ? 0 : (facts[static_cast<std::size_t>(f)].value ? 1 : -1);
  };
  std::vector<int> queue;
  auto derive = [&](int id, bool value, std::vector<int> causes) {
    fact_of[static_cast<std::size_t>(id)] = static_cast<int>(facts.size());
    queue.push_back(static_cast<int>(facts.size()));
    facts.push_back({id, value, std::move(causes), false});
  };
  const int start = premise ? id_of(premise->candidate) : -1;
  if (premise)
    derive(start, premise->value, {});
  else
    for (std::size_t f = 0; f < facts.size(); ++f) queue.push_back(static_cast<int>(f));
  std::vector<int> end;  // the facts the contradiction follows from
  for (std::size_t q = 0; q < queue.size() && end.empty(); ++q) {
    const int f = queue[q];
    const int id = facts[static_cast<std::size_t>(f)].id;
    const int c = id / N, d = id % N;
    if (facts[static_cast<std::size_t>(f)].value) {
      std::vector<int> conflicts;
      for (int v = 0; v < N; ++v)
        if (v != d && open(c, v)) conflicts.push_back(c * N + v);
      for (Cell y : G::peers[static_cast<std::size_t>(c)])
        if (open(y.index(), d)) conflicts.push_back(y.index() * N + d);
      for (int y : conflicts) {
        if (state(y) == 1) {
          end = {f, fact_of[static_cast<std::size_t>(y)]};
          break;
        }
        if (state(y) == 0) derive(y, false, {f});
      }
      continue;
    }
    // the constraints of a falsity: its cell, and its digit in each house not holding it
    std::vector<std::vector<int>> constraints(1);
    for (int v = 0; v < N; ++v)
      if (open(c, v)) constraints[0].push_back(c * N + v);
    for (House h : G::houses_of(Cell(c))) {
      if (g.placed(h).test(Digit(d))) continue;
      std::vector<int>& members = constraints.emplace_back();
      for (Cell y : G::house_cells[static_cast<std::size_t>(h.index())])
        if (open(y.index(), d)) members.push_back(y.index() * N + d);
    }
    for (const std::vector<int>& members : constraints) {
      if (std::any_of(members.begin(), members.end(), [&](int y) { return state(y) == 1; })) continue;
      std::vector<int> left, gone;
      for (int y : members) (state(y) == 0 ? left : gone).push_back(y);
      std::vector<int> causes;
      for (int y : gone) causes.push_back(fact_of[static_cast<std::size_t>(y)]);
      if (left.empty()) {
        end = std::move(causes);
        break;
      }
      if (left.size() == 1) derive(left[0], true, std::move(causes));
    }
  }
  if (end.empty()) return std::nullopt;
  std::vector<bool> used(facts.size());
  for (std::vector<int> todo = end; !todo.empty();) {
    const int f = todo.back();
    todo.pop_back();
    if (used[static_cast<std::size_t>(f)]) continue;
    used[static_cast<std::size_t>(f)] = true;
    for (int p : facts[static_cast<std::size_t>(f)].causes) todo.push_back(p);
  }
  std::vector<Implication> out;
  for (std::size_t f = 0; f < facts.size(); ++f)
    if (used[f] && !facts[f].known && facts[f].id != start) out.emplace_back(candidate(facts[f].id), facts[f].value);
  return out;
}

}  // namespace setlogic
