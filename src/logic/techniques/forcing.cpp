#include "logic/techniques/forcing.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <set>
#include <utility>
#include <vector>

#include "logic/techniques/implications.hpp"

namespace setlogic {

namespace {

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
