#pragma once
// The implication engine of the forcing chains and nets and the Kraken fish: what assuming
// one candidate true (or false) implies, by the rules the forcing checker replays (a true
// candidate makes every candidate it conflicts with false; a constraint left with one
// candidate makes it true; in a net, a digit's places left in a house all in one other house
// make its other places there false; in a nested net, a candidate whose truth, assumed from
// what is known so far, leads a net to a contradiction is false), and the branch of
// implications that leads to a given consequence or to a contradiction. forcing.hpp says
// what chains and nets are.
//
// The table keeps, per assumption, what it makes true and false and whether it ends in a
// contradiction, worked out the first time it is asked for: the contradiction and verity
// finders of one kind and the Kraken fish read the same table at a position (the finder
// context holds one per kind and grid version).

#include <algorithm>
#include <array>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "core/flat_lists.hpp"
#include "core/grid.hpp"
#include "logic/step.hpp"
#include "logic/techniques/implication_sets.hpp"

namespace setlogic {

// What one assumption implies, by the rules above, in the order derived;
// each implication keeps the earlier ones it follows from, so that a branch can be cut down
// to the ancestors of its conclusion.
template <int B>
class Propagation {
 public:
  using G = Geometry<B>;
  using Bits = CandidateBits<B>;
  static constexpr int kWords = static_cast<int>(std::tuple_size_v<Bits>);

  // kind: a chain (singles of bivalue constraints only), a net, or a nested net (a net that,
  // when the rules give nothing more, refutes candidates by nets of their own).
  enum class Kind { chain, net, nested };

  Propagation(const Grid<B>& g, Kind kind) : net_(kind != Kind::chain), nested_(kind == Kind::nested) {
    base_.fill(-1);
    for (Cell c : g.unsolved())
      for (Digit d : g.candidates(c)) base_[static_cast<std::size_t>(G::candidate(c, d))] = 0;
    auto members = std::make_shared<FlatLists>();
    members->build(G::constraints, [&](auto&& add) {
      for (Cell c : g.unsolved())
        for (Digit d : g.candidates(c))
          for (int k : G::constraints_of(c, d)) add(static_cast<std::size_t>(k), G::candidate(c, d));
    });
    members_ = std::move(members);
  }

  [[nodiscard]] bool open(int id) const { return base_[static_cast<std::size_t>(id)] == 0; }
  [[nodiscard]] std::span<const int> members(int k) const { return (*members_)[static_cast<std::size_t>(k)]; }
  static Candidate candidate(int id) { return {Cell(id / G::size), Digit(id % G::size)}; }

  // Follows the assumption that candidate `id` is `value` to its end or a contradiction.
  void run(int id, bool value) {
    reset();
    start(id, value);
    if (nested_) nest();
  }

  // The same from what `outer` knows now (a nested net's refutation): its truths and
  // falsities are the position this assumption starts from, not events of its own.
  void run_within(const Propagation& outer, int id, bool value) {
    state_ = outer.state_;
    alive_ = outer.alive_;
    on_ = outer.on_;
    index_.fill(-1);
    for (std::size_t e = 0; e < outer.events_.size(); ++e)
      index_[static_cast<std::size_t>(outer.events_[e].id)] = outer_index(static_cast<int>(e));
    at_base_ = false;
    start(id, value);
  }

  // The outer net's events the last branch asked for (contradiction_branch, branch_to) rests
  // on, when this net runs within another.
  [[nodiscard]] const std::vector<int>& outer_reasons() const { return outer_used_; }

  [[nodiscard]] bool contradiction() const { return contradiction_; }
  // The refuting nets a nested net has run so far, over every assumption it followed.
  [[nodiscard]] long inner_runs() const { return inner_runs_; }
  [[nodiscard]] int state(int id) const { return state_[static_cast<std::size_t>(id)]; }

  // What the assumption made true and false (itself included), as bitsets of candidate ids.
  void consequences(Bits& on, Bits& off) const {
    on.fill(0);
    off.fill(0);
    for (const Event& e : events_)
      (e.value ? on : off)[static_cast<std::size_t>(e.id / 64)] |= std::uint64_t{1} << (e.id % 64);
  }

  // The implications that lead to the contradiction, the last one showing it.
  [[nodiscard]] std::vector<Implication> contradiction_branch() {
    std::vector<Implication> out = ancestors(seeds_);
    if (last_) out.push_back(*last_);
    return out;
  }
  // The implications that lead to these candidates' present states.
  [[nodiscard]] std::vector<Implication> branch_to(const std::vector<int>& ids) {
    std::vector<int> seeds;
    for (int id : ids) seeds.push_back(index_[static_cast<std::size_t>(id)]);
    return ancestors(seeds);
  }

 private:
  struct Event {
    int id;
    bool value;
    int reasons_begin, reasons_end;  // into reasons_: the events it follows from
    int refutation = -1;             // a nested net's falsity: its branch in refutations_
  };

  // An event of the outer net, as an index here: below -1 (-1 is a candidate no event set).
  static int outer_index(int e) { return -2 - e; }

  // Back to the position: after a run from it, only its events' candidates and their
  // constraints differ, and on 16x16 and 25x25 undoing them costs far less than copying
  // every candidate's state and clearing every index.
  void reset() {
    if (!at_base_) {
      state_ = base_;
      index_.fill(-1);
      for (int k = 0; k < G::constraints; ++k) {
        alive_[static_cast<std::size_t>(k)] = static_cast<int>(members(k).size());
        on_[static_cast<std::size_t>(k)] = 0;
      }
      at_base_ = true;
      return;
    }
    for (const Event& e : events_) {
      const auto i = static_cast<std::size_t>(e.id);
      state_[i] = base_[i];
      index_[i] = -1;
      for (int k : G::constraints_of(candidate(e.id).cell, candidate(e.id).digit)) {
        alive_[static_cast<std::size_t>(k)] = static_cast<int>(members(k).size());
        on_[static_cast<std::size_t>(k)] = 0;
      }
    }
  }

  void start(int id, bool value) {
    events_.clear();
    reasons_.clear();
    refutations_.clear();
    contradiction_ = false;
    seeds_.clear();
    last_.reset();
    push(id, value, {});
    follow_from(0);
  }

  void follow_from(std::size_t first) {
    for (std::size_t e = first; e < events_.size() && !contradiction_; ++e) follow(static_cast<int>(e));
  }

  // A nested net, once the rules give nothing more: each open candidate assumed true from
  // here, by a net of its own; one that leads to a contradiction is false, for reasons the
  // facts of this net the refutation rests on, and the propagation goes on. Rounds over the
  // open candidates until one refutes none.
  //
  // An inner net can only refute y where y's own net from the position meets this one: if
  // no constraint holds a candidate changed by both, each rule fires in the two together
  // exactly as in one of them alone (a rule reads one constraint: a single its count, a
  // group its places, a truth's conflicts its own constraints), and a contradiction, two
  // truths or an emptied constraint, needs such a constraint too, as neither alone has one.
  // So the candidates whose own net touches no constraint this one touches are skipped.
  void nest() {
    if (!inner_) {
      inner_.reset(new Propagation(*this, Kind::net));  // NOLINT: the constructor is private
      reach_ = inner_->reaches();
    }
    for (bool refuted = true; refuted && !contradiction_;) {
      refuted = false;
      touched_.assign(kConstraintWords, 0);
      std::size_t absorbed = 0;
      for (int y = 0; y < G::candidates && !contradiction_; ++y) {
        if (state_[static_cast<std::size_t>(y)] != 0) continue;
        for (; absorbed < events_.size(); ++absorbed) mark(touched_.data(), events_[absorbed].id);
        if (!meets(y)) continue;
        ++inner_runs_;
        inner_->run_within(*this, y, true);
        if (!inner_->contradiction()) continue;
        refutations_.push_back(
            {.premise = {candidate(y), true}, .implications = inner_->contradiction_branch(), .contradiction = true});
        const std::vector<int>& known = inner_->outer_reasons();
        const std::size_t before = events_.size();
        push(y, false, known.begin(), known.end());
        events_.back().refutation = static_cast<int>(refutations_.size()) - 1;
        follow_from(before);
        refuted = true;
      }
    }
  }

  static constexpr int kConstraintWords = (G::constraints + 63) / 64;

  static void mark(std::uint64_t* bits, int id) {
    for (int k : G::constraints_of(candidate(id).cell, candidate(id).digit))
      bits[k / 64] |= std::uint64_t{1} << (k % 64);
  }

  // Per candidate, the constraints its net from the position touches (kConstraintWords
  // words each; every constraint when that net ends in a contradiction).
  std::vector<std::uint64_t> reaches() {
    std::vector<std::uint64_t> out(static_cast<std::size_t>(G::candidates) * kConstraintWords, 0);
    for (int y = 0; y < G::candidates; ++y) {
      if (!open(y)) continue;
      std::uint64_t* bits = out.data() + static_cast<std::size_t>(y) * kConstraintWords;
      run(y, true);
      if (contradiction_)
        std::fill(bits, bits + kConstraintWords, ~std::uint64_t{0});
      else
        for (const Event& e : events_) mark(bits, e.id);
    }
    return out;
  }

  // Whether y's own net touches a constraint this net touches (touched_).
  [[nodiscard]] bool meets(int y) const {
    const std::uint64_t* bits = reach_.data() + static_cast<std::size_t>(y) * kConstraintWords;
    for (int w = 0; w < kConstraintWords; ++w)
      if ((bits[w] & touched_[static_cast<std::size_t>(w)]) != 0) return true;
    return false;
  }

  // A net for the refutations of a nested one: the same position and members.
  Propagation(const Propagation& nested, Kind kind)
      : net_(true), nested_(kind == Kind::nested), members_(nested.members_), base_(nested.base_) {}

  void push(int id, bool value, std::initializer_list<int> reasons) { push(id, value, reasons.begin(), reasons.end()); }

  template <class It>
  void push(int id, bool value, It first, It last) {
    const auto i = static_cast<std::size_t>(id);
    const int want = value ? 1 : -1;
    if (state_[i] == want) return;
    if (state_[i] == -want) {
      // Made true against an earlier falsity (whose reason is a truth it conflicts with), or
      // false against an earlier truth: two truths in conflict either way.
      contradiction_ = true;
      seeds_.assign(first, last);
      if (value) {
        if (index_[i] >= 0) {
          const Event& before = events_[static_cast<std::size_t>(index_[i])];
          seeds_.insert(seeds_.end(), reasons_.begin() + before.reasons_begin, reasons_.begin() + before.reasons_end);
        } else {
          seeds_.push_back(index_[i]);  // an outer net's falsity: a fact of the position here
        }
        last_ = Implication{candidate(id), true};
      } else {
        seeds_.push_back(index_[i]);
      }
      return;
    }
    state_[i] = static_cast<std::int8_t>(want);
    index_[i] = static_cast<int>(events_.size());
    const int begin = static_cast<int>(reasons_.size());
    reasons_.insert(reasons_.end(), first, last);
    events_.push_back({id, value, begin, static_cast<int>(reasons_.size())});
    for (int k : G::constraints_of(candidate(id).cell, candidate(id).digit)) {
      if (value)
        ++on_[static_cast<std::size_t>(k)];
      else
        --alive_[static_cast<std::size_t>(k)];
    }
  }

  void follow(int e) {
    const Event ev = events_[static_cast<std::size_t>(e)];
    const Candidate x = candidate(ev.id);
    for (int k : G::constraints_of(x.cell, x.digit)) {
      const std::span<const int> m = members(k);
      if (ev.value) {
        for (int y : m)
          if (y != ev.id && !contradiction_) push(y, false, {e});
        continue;
      }
      const auto ki = static_cast<std::size_t>(k);
      if (on_[ki] > 0 || contradiction_) continue;
      if (alive_[ki] == 0) {  // no place left: every member's falsity is a reason
        contradiction_ = true;
        seeds_.clear();
        for (int y : m) seeds_.push_back(index_[static_cast<std::size_t>(y)]);
        return;
      }
      if (net_ && alive_[ki] >= 2) {
        if (alive_[ki] <= B) group(k);
        continue;
      }
      if (alive_[ki] != 1 || (!net_ && m.size() != 2)) continue;
      int last = -1;
      why_.clear();
      for (int y : m)
        if (state_[static_cast<std::size_t>(y)] == -1)
          why_.push_back(index_[static_cast<std::size_t>(y)]);
        else
          last = y;
      push(last, true, why_.begin(), why_.end());
    }
  }

  // A net's third rule, HoDoKu's group nodes: when the places left for a digit in a house
  // all lie in one other house (a box and a line meet there), one of them is true, so the
  // digit's other places in that other house are false; the reasons are the falsities that
  // emptied the rest of the first house.
  void group(int k) {
    const int kind = k / G::cells;  // 0 a cell, 1 a row, 2 a column, 3 a box
    if (kind == 0) return;
    const Digit d(k % G::size);
    const int house = (kind - 1) * G::size + (k % G::cells) / G::size;
    typename G::CellSet alive;
    for (int y : members(k))
      if (state_[static_cast<std::size_t>(y)] == 0) alive.set(Cell(y / G::size));
    why_.clear();  // gathered once a second house holds every place left
    for (House other : G::houses_of(*alive.begin())) {
      if (other.index() == house || (alive - G::house_mask[static_cast<std::size_t>(other.index())]).any()) continue;
      if (why_.empty())
        for (int y : members(k))
          if (state_[static_cast<std::size_t>(y)] == -1) why_.push_back(index_[static_cast<std::size_t>(y)]);
      for (int y : members(G::constraints_of(G::house_cells[static_cast<std::size_t>(other.index())][0],
                                             d)[1 + static_cast<int>(G::kind(other))])) {
        if (state_[static_cast<std::size_t>(y)] != 0 ||
            G::house_mask[static_cast<std::size_t>(house)].test(Cell(y / G::size)))
          continue;
        push(y, false, why_.begin(), why_.end());
      }
    }
  }

  [[nodiscard]] std::vector<Implication> ancestors(const std::vector<int>& seeds) {
    std::vector<char> marked(events_.size(), 0);
    std::vector<int> stack = seeds;
    outer_used_.clear();
    while (!stack.empty()) {
      const int e = stack.back();
      stack.pop_back();
      if (e < -1) outer_used_.push_back(-2 - e);
      if (e < 0 || marked[static_cast<std::size_t>(e)]) continue;
      marked[static_cast<std::size_t>(e)] = 1;
      const Event& ev = events_[static_cast<std::size_t>(e)];
      for (int r = ev.reasons_begin; r < ev.reasons_end; ++r) stack.push_back(reasons_[static_cast<std::size_t>(r)]);
    }
    std::vector<Implication> out;
    for (std::size_t e = 1; e < events_.size(); ++e)  // event 0 is the premise
      if (marked[e]) {
        out.push_back({candidate(events_[e].id), events_[e].value});
        if (events_[e].refutation >= 0)
          out.back().nested = {refutations_[static_cast<std::size_t>(events_[e].refutation)]};
      }
    return out;
  }

  bool net_;
  bool nested_;
  // per constraint, its candidates in the position, shared with the nets a nested one
  // refutes by
  std::shared_ptr<const FlatLists> members_;
  std::array<std::int8_t, G::candidates> base_{};
  std::array<std::int8_t, G::candidates> state_{};
  std::array<int, G::candidates> index_{};  // the event that set a candidate's state
  std::array<int, G::constraints> alive_{};
  std::array<int, G::constraints> on_{};
  std::vector<Event> events_;
  std::vector<int> reasons_;
  std::vector<int> why_;                    // the reasons of the single or group being pushed
  std::vector<ForcingBranch> refutations_;  // a nested net's refuted candidates, by Event::refutation
  std::unique_ptr<Propagation> inner_;      // a nested net's refuting net
  std::vector<std::uint64_t> reach_;        // a nested net's reaches() of its inner net
  std::vector<std::uint64_t> touched_;      // a nested net's touched constraints, see nest()
  long inner_runs_ = 0;                     // see inner_runs()
  std::vector<int> outer_used_;             // see outer_reasons()
  bool contradiction_ = false;
  bool at_base_ = false;  // the arrays hold the position but for events_ (see reset())
  std::vector<int> seeds_;
  std::optional<Implication> last_;
};

// What each assumption of one kind (chain or net) implies at one position, worked out on
// demand. One search at a time: its propagation is shared.
template <int B>
class ImplicationTable {
 public:
  using G = Geometry<B>;
  using Bits = typename Propagation<B>::Bits;
  struct Entry {
    Bits on{}, off{};  // the candidates the assumption makes true and false (itself included)
    bool contradiction = false;
  };

  // Chains and nets fill it from their sets (ImplicationSets, several times faster) but for
  // contradictions; nested nets from the engine.
  ImplicationTable(const Grid<B>& g, typename Propagation<B>::Kind kind)
      : p_(g, kind), entries_(2 * static_cast<std::size_t>(G::candidates)) {
    if (kind != Propagation<B>::Kind::nested) sets_.emplace(g, kind == Propagation<B>::Kind::net);
  }

  const Entry& of(int id, bool value) {
    auto& slot = entries_[2 * static_cast<std::size_t>(id) + (value ? 0 : 1)];
    if (!slot) {
      slot = std::make_unique<Entry>();
      // A contradiction's sets are the engine's, up to where it stops (a Kraken fish shows a
      // false premise that reached its target before the contradiction reaching it).
      if (!sets_ || sets_->run(id, value, slot->on, slot->off)) {
        p_.run(id, value);
        p_.consequences(slot->on, slot->off);
        slot->contradiction = p_.contradiction();
      }
    }
    return *slot;
  }

  // The engine, to follow one assumption again for its branch.
  Propagation<B>& propagation() { return p_; }

 private:
  Propagation<B> p_;
  std::optional<ImplicationSets<B>> sets_;
  std::vector<std::unique_ptr<Entry>> entries_;
};

}  // namespace setlogic
