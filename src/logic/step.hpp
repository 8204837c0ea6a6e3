#pragma once
// The step: what one application of a technique found, shared by every technique.
//
// A step says what it changes (placements, eliminations) and why (evidence). The evidence
// is kept as data, never as text: io/ formats it. Base and cover sets are constraints in
// the sense of set logic (a cell, or a digit in a row, column or box: each holds exactly
// one true candidate of the solution), so every step carries, or can be lowered to, a
// certificate that the independent checker in certificate.hpp verifies.
//
// Evidence is typed by what it is, not by the family that found it, so that a family
// borrows what it needs (a Kraken fish has fish fins and chains; a uniqueness step has a
// deadly pattern and base/cover sets):
//   houses, cells          singles, intersections, subsets: where they were seen
//   fins, endo fins, ...   fish
//   chains, als            chains, loops, wings, ALS chains: nodes joined by links
//   als, commons           ALS steps and Sue de Coq: the sets and their restricted commons
//   colours                colouring: the clusters and their two colour classes
//   pattern                uniqueness: the deadly pattern the step avoids
//   branches               forcing chains and nets: the implications of each premise
//   template count         templates: how many placements of the digit there are
// certificate.hpp says how each lowers to base/cover sets, or which checker of its own
// kind verifies it.
//
// A step says nothing of its worth: a scale (rating/) reads that from its technique and
// evidence. All indices are 0-based; digits are 0..N-1.

#include <algorithm>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "core/types.hpp"
#include "logic/catalogue.hpp"

namespace setlogic {

struct Candidate {
  Cell cell;
  Digit digit;
  auto operator<=>(const Candidate&) const = default;
};

// One of the 4N² constraints: a cell (it holds one digit) or a digit in a house (it
// appears once there).
struct Constraint {
  ConstraintKind kind = ConstraintKind::cell;
  Cell cell;    // kind == cell
  House house;  // otherwise
  Digit digit;  // otherwise
  static Constraint of_cell(Cell c) { return {ConstraintKind::cell, c, House(0), Digit(0)}; }
  static Constraint of_house(House h, Digit d, int size) {
    auto kind = static_cast<ConstraintKind>(1 + h.index() / size);
    return {kind, Cell(0), h, d};
  }
  auto operator<=>(const Constraint&) const = default;
};

// A chain node: the candidates of one digit in some cells, of which the chain reasons about
// "one of them is true" or "none is": a single candidate (one cell), a group (cells of one
// house) or the cells of an ALS that hold the digit.
struct ChainNode {
  Digit digit;
  std::vector<Cell> cells;
  auto operator<=>(const ChainNode&) const = default;
};

// A strong link: at least one of its two nodes is true; a weak link: not both. What
// carries it is a constraint (the cell of two digits, or a digit in a house: for a weak
// link it holds both nodes, for a strong one nothing else), or an almost locked set (its
// index in Step::als): the ALS holds one of its two digits at least, so "not the entry
// digit" means "the exit digit".
enum class LinkKind : std::uint8_t { strong, weak };
struct ChainLink {
  LinkKind kind = LinkKind::weak;
  std::optional<Constraint> carrier{};  // a constraint, or
  int als = -1;                         // the ALS carrying a strong link
  auto operator<=>(const ChainLink&) const = default;
};

// Nodes joined by links: links[i] joins nodes[i] and nodes[i + 1]. A loop has one link
// more, joining the last node to the first. An open chain whose end link is strong proves
// "that end node or the other end is true" (its eliminations see both ends); one whose end
// links are both weak starts and ends at the candidate it eliminates.
struct Chain {
  std::vector<ChainNode> nodes;
  std::vector<ChainLink> links;
  [[nodiscard]] bool loop() const { return !nodes.empty() && links.size() == nodes.size(); }
  auto operator<=>(const Chain&) const = default;
};

// An almost locked set: n cells of one house holding n + 1 digits between them.
struct Als {
  std::vector<Cell> cells;
  std::vector<Digit> digits;
  auto operator<=>(const Als&) const = default;
};

// A restricted common of two almost locked sets (their indices in Step::als; -1 stands for
// the stem cell of a Death Blossom, Step::cells[0]): digits whose candidates in the one all
// see those in the other, so at most one of the two sets holds each of them.
struct RestrictedCommon {
  int a = -1, b = -1;
  std::vector<Digit> digits;
  auto operator<=>(const RestrictedCommon&) const = default;
};

// A colouring cluster: candidates joined by conjugate links, in two classes of which
// exactly one is true.
struct ColourCluster {
  std::vector<Candidate> on, off;
  auto operator<=>(const ColourCluster&) const = default;
};

// A deadly pattern: cells (none of them a given) that, if they held only these digits,
// could swap them and give a second solution. A uniqueness step avoids it: in a puzzle known
// to have one solution, one of the pattern's other candidates (its guardians) is true. A
// bivalue universal grave lists two candidates of each of its cells instead of digits: if
// every cell held one of its two, the other two would be a second solution.
struct DeadlyPattern {
  std::vector<Cell> cells;
  std::vector<Digit> digits;
  std::vector<Candidate> candidates{};  // a grave's candidates (then `digits` is empty)
  std::vector<Candidate> guardians{};   // as the finder saw them (evidence; the checker finds them itself)
  auto operator<=>(const DeadlyPattern&) const = default;
};

// A forcing step's branches: each assumes its premise and derives implications in order,
// each from the ones before by a single (the last candidate of a constraint is true) or a
// conflict (a candidate that shares a constraint with a true one is false), until the
// step's conclusion or a contradiction. In a nested forcing net a falsity may instead be
// refuted: the candidate assumed true, from what the branch knows at that point, leads to a
// contradiction (`nested`, one branch, itself replayed the same way).
//
// Each implication names why it holds (explain_forcing fills this in for every step a
// search returns): its rule, the constraint the rule used, and its causes, the earlier
// facts of the branch (the premise or implications, of an outer branch too for a nested
// one) it follows from. A branch that ends in a contradiction names the constraint it
// breaks. The checker verifies each implication from its cited causes alone.
enum class Rule : std::uint8_t {
  premise,   // assumed (or not explained)
  conflict,  // false: shares `via` (its cell, or its digit's house) with its one true cause
  single,    // true: the last candidate of `via`, whose others are its false causes
  group,     // false: the places left for the digit in the house of `via`, once its false
             // causes are gone, all share a house with it
  refuted,   // false: assumed true, it leads to a contradiction (its nested branch) from
             // the causes
};
struct ForcingBranch;
struct Implication {
  Implication() = default;
  Implication(Candidate c, bool v) : candidate(c), value(v) {}
  Implication(Candidate c, bool v, std::vector<ForcingBranch> n) : candidate(c), value(v), nested(std::move(n)) {}
  Candidate candidate;
  bool value = true;                  // the candidate is true (set) or false (eliminated)
  std::vector<ForcingBranch> nested;  // empty, or the refutation of the candidate's truth
  Rule rule = Rule::premise;
  Constraint via{};
  std::vector<Candidate> causes{};  // facts of the branch: each candidate's value is the branch's
  // The fact alone: an explanation does not make two implications different.
  bool operator==(const Implication&) const;
};
// How a branch's contradiction shows: a constraint left without a candidate (emptied) or
// with two true ones (doubled), or a candidate shown both true and false.
struct ForcingEnd {
  enum class Kind : std::uint8_t { none, emptied, doubled, both };
  Kind kind = Kind::none;
  Constraint where{};     // emptied, doubled
  Candidate candidate{};  // both
  bool operator==(const ForcingEnd&) const = default;
};
struct ForcingBranch {
  Implication premise;
  std::vector<Implication> implications;
  bool contradiction = false;  // the last implication empties or overfills a constraint
  ForcingEnd end{};            // a contradiction's, once explained
  bool operator==(const ForcingBranch& o) const {
    return premise == o.premise && implications == o.implications && contradiction == o.contradiction;
  }
};
inline bool Implication::operator==(const Implication& o) const {
  return candidate == o.candidate && value == o.value && nested == o.nested;
}

struct Step {
  Technique technique = Technique::full_house;
  std::vector<Digit> digits{};  // the digit(s) the step is about
  std::vector<Candidate> placements{};
  std::vector<Candidate> eliminations{};

  // Evidence.
  std::vector<House> houses{};  // where a single, an intersection or a subset was seen
  std::vector<Cell> cells{};    // the cells of a subset
  std::vector<Constraint> base{};
  std::vector<Constraint> cover{};
  std::vector<Candidate> fins{};
  std::vector<Candidate> endo_fins{};
  std::vector<Candidate> cannibals{};
  int branch_steps = 0;  // a refuted guess: steps taken before the contradiction
  // A Siamese fish: the two fish (same digit and base, other covers) whose eliminations it
  // unites; each keeps its own cover and fins, and its own certificate.
  std::vector<Step> parts{};
  std::vector<Chain> chains{};
  std::vector<Als> als{};
  std::vector<RestrictedCommon> commons{};
  std::vector<ColourCluster> colours{};
  std::optional<DeadlyPattern> pattern{};
  std::vector<ForcingBranch> branches{};
  int chain_nodes = 0;      // a dynamic forcing chain: its size as Sudoku Explainer counts it
  long template_count = 0;  // a template step: how many placement templates its digit has

  // Covers less bases: the rank of a base/cover step (set logic).
  [[nodiscard]] int rank() const { return static_cast<int>(cover.size()) - static_cast<int>(base.size()); }
};

// The digits of some candidates, in order and once each (a step's eliminated digits).
inline std::vector<Digit> digits_of(const std::vector<Candidate>& xs) {
  std::vector<Digit> out;
  for (const Candidate& x : xs)
    if (std::find(out.begin(), out.end(), x.digit) == out.end()) out.push_back(x.digit);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace setlogic
