#include "logic/techniques/forcing.hpp"

#include <algorithm>
#include <array>
#include <bit>
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

  Forcing(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits& limits)
      : t_(t),
        sink_(sink),
        budget_(limits.budget),
        nested_nets_(limits.forcing.nested_nets),
        table_(ctx.implications(kind(t))),
        p_(table_.propagation()) {}

  void run() {
    if (t_ == Technique::forcing_chain_verity || t_ == Technique::forcing_net_verity)
      verities();
    else
      contradictions();
  }

  static typename Propagation<B>::Kind kind(Technique t) {
    using Kind = typename Propagation<B>::Kind;
    switch (t) {
      case Technique::forcing_chain_contradiction:
      case Technique::forcing_chain_verity:
        return Kind::chain;
      case Technique::nested_forcing_net_contradiction:
        return Kind::nested;
      default:
        return Kind::net;
    }
  }

 private:
  [[nodiscard]] bool going() {
    if (go_ && (budget_.spent() || p_.inner_runs() >= nested_nets_)) go_ = false;
    return go_;
  }

  void contradictions() {
    for (int id = 0; id < G::candidates && going(); ++id) {
      if (!p_.open(id)) continue;
      for (bool value : {true, false}) {
        if (!table_.of(id, value).contradiction) continue;
        p_.run(id, value);
        const Candidate x = Propagation<B>::candidate(id);
        Step s{.technique = t_, .digits = {x.digit}};
        (value ? s.eliminations : s.placements).push_back(x);
        s.branches = {{.premise = {x, value}, .implications = p_.contradiction_branch(), .contradiction = true}};
        if (!(go_ = sink_.accept(std::move(s)))) return;
      }
    }
  }

  // The candidate ids of a bitset, in order.
  static std::vector<int> ids(const Bits& bits) {
    std::vector<int> out;
    for (std::size_t w = 0; w < bits.size(); ++w)
      for (std::uint64_t word = bits[w]; word != 0; word &= word - 1)
        out.push_back(static_cast<int>(64 * w) + std::countr_zero(word));
    return out;
  }

  // The premises of a verity: every candidate of a constraint true, or one candidate true
  // and false.
  using Premises = std::vector<std::pair<int, bool>>;

  void verities() {
    // every open candidate's consequences, true and false
    for (int id = 0; id < G::candidates && going(); ++id)
      if (p_.open(id))
        for (bool value : {true, false}) table_.of(id, value);
    if (!go_) return;
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
        const auto& e = table_.of(id, value);
        usable = usable && !e.contradiction;
        for (int w = 0; w < Propagation<B>::kWords; ++w) {
          both_on[static_cast<std::size_t>(w)] &= e.on[static_cast<std::size_t>(w)];
          both_off[static_cast<std::size_t>(w)] &= e.off[static_cast<std::size_t>(w)];
        }
      }
      if (!usable) continue;  // a contradiction's premise: the contradiction finder's step
      const std::vector<int> placed = ids(both_on), gone = ids(both_off);
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
  long nested_nets_;
  ImplicationTable<B>& table_;
  Propagation<B>& p_;
  bool go_ = true;
};

}  // namespace

template <int B>
void find_forcing(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits& limits) {
  Forcing<B>(ctx, t, sink, limits).run();
}

SETLOGIC_EACH_BOX(SETLOGIC_FORCING_INSTANCES, )

}  // namespace setlogic
