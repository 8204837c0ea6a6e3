#include "logic/techniques/forcing.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <utility>
#include <vector>

namespace setlogic {

namespace {

// What one assumption implies, by the two rules of the file's essay, in the order derived;
// each implication keeps the earlier ones it follows from, so that a branch can be cut down
// to the ancestors of its conclusion.
template <int B>
class Propagation {
 public:
  using G = Geometry<B>;
  static constexpr int kWords = (G::candidates + 63) / 64;
  using Bits = std::array<std::uint64_t, kWords>;

  Propagation(const Grid<B>& g, bool net) : net_(net), members_(G::constraints) {
    base_.fill(-1);
    for (Cell c : g.unsolved())
      for (Digit d : g.candidates(c)) {
        const int id = G::candidate(c, d);
        base_[static_cast<std::size_t>(id)] = 0;
        for (int k : G::constraints_of(c, d)) members_[static_cast<std::size_t>(k)].push_back(id);
      }
  }

  [[nodiscard]] bool open(int id) const { return base_[static_cast<std::size_t>(id)] == 0; }
  [[nodiscard]] const std::vector<int>& members(int k) const { return members_[static_cast<std::size_t>(k)]; }
  static Candidate candidate(int id) { return {Cell(id / G::size), Digit(id % G::size)}; }

  // Follows the assumption that candidate `id` is `value` to its end or a contradiction.
  void run(int id, bool value) {
    state_ = base_;
    for (std::size_t k = 0; k < members_.size(); ++k) {
      alive_[k] = static_cast<int>(members_[k].size());
      on_[k] = 0;
    }
    events_.clear();
    reasons_.clear();
    contradiction_ = false;
    seeds_.clear();
    last_.reset();
    push(id, value, {});
    for (std::size_t e = 0; e < events_.size() && !contradiction_; ++e) follow(static_cast<int>(e));
  }

  [[nodiscard]] bool contradiction() const { return contradiction_; }
  [[nodiscard]] int state(int id) const { return state_[static_cast<std::size_t>(id)]; }

  // What the assumption made true and false (itself included), as bitsets of candidate ids.
  void consequences(Bits& on, Bits& off) const {
    on.fill(0);
    off.fill(0);
    for (const Event& e : events_)
      (e.value ? on : off)[static_cast<std::size_t>(e.id / 64)] |= std::uint64_t{1} << (e.id % 64);
  }

  // The implications that lead to the contradiction, the last one showing it.
  [[nodiscard]] std::vector<Implication> contradiction_branch() const {
    std::vector<Implication> out = ancestors(seeds_);
    if (last_) out.push_back(*last_);
    return out;
  }
  // The implications that lead to these candidates' present states.
  [[nodiscard]] std::vector<Implication> branch_to(const std::vector<int>& ids) const {
    std::vector<int> seeds;
    for (int id : ids) seeds.push_back(index_[static_cast<std::size_t>(id)]);
    return ancestors(seeds);
  }

 private:
  struct Event {
    int id;
    bool value;
    int reasons_begin, reasons_end;  // into reasons_: the events it follows from
  };

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
      const Event& before = events_[static_cast<std::size_t>(index_[i])];
      if (value) {
        seeds_.insert(seeds_.end(), reasons_.begin() + before.reasons_begin, reasons_.begin() + before.reasons_end);
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
      const std::vector<int>& m = members(k);
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
      if (alive_[ki] != 1 || (!net_ && m.size() != 2)) continue;
      int last = -1;
      std::vector<int> why;
      for (int y : m)
        if (state_[static_cast<std::size_t>(y)] == -1)
          why.push_back(index_[static_cast<std::size_t>(y)]);
        else
          last = y;
      push(last, true, why.begin(), why.end());
    }
  }

  [[nodiscard]] std::vector<Implication> ancestors(const std::vector<int>& seeds) const {
    std::vector<char> marked(events_.size(), 0);
    std::vector<int> stack = seeds;
    while (!stack.empty()) {
      const int e = stack.back();
      stack.pop_back();
      if (e < 0 || marked[static_cast<std::size_t>(e)]) continue;
      marked[static_cast<std::size_t>(e)] = 1;
      const Event& ev = events_[static_cast<std::size_t>(e)];
      for (int r = ev.reasons_begin; r < ev.reasons_end; ++r) stack.push_back(reasons_[static_cast<std::size_t>(r)]);
    }
    std::vector<Implication> out;
    for (std::size_t e = 1; e < events_.size(); ++e)  // event 0 is the premise
      if (marked[e]) out.push_back({candidate(events_[e].id), events_[e].value});
    return out;
  }

  bool net_;
  std::vector<std::vector<int>> members_;  // per constraint, its candidates in the position
  std::array<std::int8_t, G::candidates> base_{};
  std::array<std::int8_t, G::candidates> state_{};
  std::array<int, G::candidates> index_{};  // the event that set a candidate's state
  std::array<int, G::constraints> alive_{};
  std::array<int, G::constraints> on_{};
  std::vector<Event> events_;
  std::vector<int> reasons_;
  bool contradiction_ = false;
  std::vector<int> seeds_;
  std::optional<Implication> last_;
};

template <int B>
class Forcing {
 public:
  using G = Geometry<B>;
  using Bits = typename Propagation<B>::Bits;

  Forcing(const Grid<B>& g, Technique t, Sink& sink, const Budget& budget)
      : t_(t),
        sink_(sink),
        budget_(budget),
        p_(g, t == Technique::forcing_net_contradiction || t == Technique::forcing_net_verity) {}

  void run() {
    if (t_ == Technique::forcing_chain_contradiction || t_ == Technique::forcing_net_contradiction)
      contradictions();
    else
      verities();
  }

 private:
  [[nodiscard]] bool going() {
    if (go_ && budget_.spent()) go_ = false;
    return go_;
  }

  void contradictions() {
    for (int id = 0; id < G::candidates && going(); ++id) {
      if (!p_.open(id)) continue;
      for (bool value : {true, false}) {
        p_.run(id, value);
        if (!p_.contradiction()) continue;
        const Candidate x = Propagation<B>::candidate(id);
        Step s{.technique = t_, .digits = {x.digit}};
        (value ? s.eliminations : s.placements).push_back(x);
        s.branches = {{.premise = {x, value}, .implications = p_.contradiction_branch(), .contradiction = true}};
        if (!(go_ = sink_.accept(std::move(s)))) return;
      }
    }
  }

  // The premises of a verity: every candidate of a constraint true, or one candidate true
  // and false.
  using Premises = std::vector<std::pair<int, bool>>;

  void verities() {
    // every open candidate's consequences, true and false
    std::vector<int> slot(G::candidates, -1);
    std::vector<Bits> on, off;
    std::vector<char> broken;
    for (int id = 0; id < G::candidates && going(); ++id) {
      if (!p_.open(id)) continue;
      slot[static_cast<std::size_t>(id)] = static_cast<int>(broken.size()) / 2;
      for (bool value : {true, false}) {
        p_.run(id, value);
        on.emplace_back();
        off.emplace_back();
        p_.consequences(on.back(), off.back());
        broken.push_back(p_.contradiction() ? 1 : 0);
      }
    }
    if (!go_) return;
    const auto at = [&](int id, bool value) {
      return static_cast<std::size_t>(2 * slot[static_cast<std::size_t>(id)] + (value ? 0 : 1));
    };
    std::vector<Premises> groups;
    for (int k = 0; k < G::constraints; ++k) {
      if (p_.members(k).size() < 2) continue;
      Premises ps;
      for (int id : p_.members(k)) ps.emplace_back(id, true);
      groups.push_back(std::move(ps));
    }
    for (int id = 0; id < G::candidates; ++id)
      if (p_.open(id)) groups.push_back({{id, true}, {id, false}});
    std::set<std::pair<std::vector<Candidate>, std::vector<Candidate>>> made;
    for (const Premises& ps : groups) {
      if (!going()) return;
      Bits both_on, both_off;
      both_on.fill(~std::uint64_t{0});
      both_off.fill(~std::uint64_t{0});
      bool usable = true;
      for (auto [id, value] : ps) {
        usable = usable && !broken[at(id, value)];
        for (int w = 0; w < Propagation<B>::kWords; ++w) {
          both_on[static_cast<std::size_t>(w)] &= on[at(id, value)][static_cast<std::size_t>(w)];
          both_off[static_cast<std::size_t>(w)] &= off[at(id, value)][static_cast<std::size_t>(w)];
        }
      }
      if (!usable) continue;  // a contradiction's premise: the contradiction finder's step
      std::vector<int> placed, gone;
      for (int id = 0; id < G::candidates; ++id) {
        const bool is_on = (both_on[static_cast<std::size_t>(id / 64)] >> (id % 64) & 1) != 0;
        const bool is_off = (both_off[static_cast<std::size_t>(id / 64)] >> (id % 64) & 1) != 0;
        if (is_on) placed.push_back(id);
        if (is_off) gone.push_back(id);
      }
      if (placed.empty() && gone.empty()) continue;
      Step s{.technique = t_};
      for (int id : placed) s.placements.push_back(Propagation<B>::candidate(id));
      for (int id : gone) s.eliminations.push_back(Propagation<B>::candidate(id));
      if (!made.insert({s.eliminations, s.placements}).second) continue;
      std::vector<Candidate> all = s.eliminations;
      all.insert(all.end(), s.placements.begin(), s.placements.end());
      s.digits = digits_of(all);
      std::vector<int> targets = placed;
      targets.insert(targets.end(), gone.begin(), gone.end());
      for (auto [id, value] : ps) {
        p_.run(id, value);
        s.branches.push_back(
            {.premise = {Propagation<B>::candidate(id), value}, .implications = p_.branch_to(targets)});
      }
      if (!(go_ = sink_.accept(std::move(s)))) return;
    }
  }

  Technique t_;
  Sink& sink_;
  const Budget& budget_;
  Propagation<B> p_;
  bool go_ = true;
};

}  // namespace

template <int B>
void find_forcing(const Grid<B>& g, Technique t, Sink& sink, const Budget& budget) {
  // the propagation tables are large on 25x25: on the heap
  auto search = std::make_unique<Forcing<B>>(g, t, sink, budget);
  search->run();
}

SETLOGIC_EACH_BOX(SETLOGIC_FORCING_INSTANCES, )

}  // namespace setlogic
