#include "logic/techniques/kraken.hpp"

#include <algorithm>
#include <bitset>
#include <map>
#include <memory>
#include <utility>
#include <vector>

#include "logic/techniques/fish.hpp"
#include "logic/techniques/implications.hpp"

namespace setlogic {

namespace {

template <int B>
class Kraken {
 public:
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;
  using Bits = typename Propagation<B>::Bits;
  using Houses = std::bitset<G::houses>;
  static constexpr int kLargestFish = 7;  // Leviathan

  Kraken(FinderContext<B>& ctx, Technique t, Sink& sink, const KrakenLimits& limits, const Budget& budget)
      : g_(ctx.grid()),
        t_(t),
        sink_(sink),
        limits_(limits),
        budget_(budget),
        table_(ctx.implications(Propagation<B>::Kind::net)),
        p_(table_.propagation()) {}

  void run() {
    // The base and cover kinds a class may use, as bits per HouseKind (row 1, column 2, box
    // 4): every class within the limit is walked in one of these.
    std::vector<std::pair<unsigned, unsigned>> kinds;
    if (limits_.max_class == FishClass::mutant)
      kinds = {{7, 7}};
    else if (limits_.max_class == FishClass::franken)
      kinds = {{5, 6}, {6, 5}};
    else
      kinds = {{1, 2}, {2, 1}};
    for (int d = 0; d < G::size && go_; ++d) {
      best_.clear();
      digit_ = Digit(d);
      // up to the catalogue's largest fish, and half the grid (a larger fish has a smaller
      // complement)
      for (n_ = 2; n_ <= std::min({limits_.max_size, G::size / 2, kLargestFish}) && go_; ++n_)
        for (auto [base_kinds, cover_kinds] : kinds) {
          base_kinds_ = base_kinds;
          cover_kinds_ = cover_kinds;
          second_orientation_ = base_kinds != kinds.front().first;
          bases_.clear();
          walk_bases(0, CellSet{}, CellSet{});
        }
      for (auto& [x, found] : best_)
        if (go_) go_ = sink_.accept(step(x, std::move(found))) && !budget_.spent();
    }
  }

 private:
  // A Kraken fish found: its fish and its premises.
  struct Found {
    Step fish;
    std::vector<int> premises;
  };

  [[nodiscard]] bool allowed(unsigned kinds, int h) const { return (kinds >> static_cast<int>(G::kind(House(h)))) & 1; }
  [[nodiscard]] CellSet places(int h) const {
    return G::house_mask[static_cast<std::size_t>(h)] & g_.cells_with(digit_);
  }
  [[nodiscard]] int id(Cell c, Digit d) const { return G::candidate(c, d); }

  // n_ base houses from house `from` on; b1 the candidates they hold, b2 those held twice.
  void walk_bases(int from, const CellSet& b1, const CellSet& b2) {
    if (static_cast<int>(bases_.size()) == n_) {
      base1_ = b1;
      base2_ = b2;
      covers_.clear();
      fins_ = CellSet{};
      walk_covers(CellSet{}, CellSet{}, Houses{});
      return;
    }
    for (int h = from; h < G::houses && go_; ++h) {
      if (!allowed(base_kinds_, h) || g_.placed(House(h)).test(digit_)) continue;
      const CellSet here = places(h);
      if (here.none()) continue;
      const CellSet twice = b2 | (b1 & here);
      if (twice.count() > limits_.max_endo_fins) continue;
      bases_.push_back(h);
      walk_bases(h + 1, b1 | here, twice);
      bases_.pop_back();
      if (budget_.spent()) go_ = false;
    }
  }

  // Covers for the base candidates: c1 those covered, c2 those covered twice or more.
  void walk_covers(const CellSet& c1, const CellSet& c2, Houses barred) {
    // many fins make the cover walk of one base set long: the budget is looked at within it
    if (!go_ || ((++nodes_ & 1023) == 0 && budget_.spent())) {
      go_ = false;
      return;
    }
    const CellSet open = base1_ - base2_ - c1 - fins_;
    if (open.none()) {
      if (static_cast<int>(covers_.size()) == n_) complete(c1, c2);
      return;
    }
    const Cell x = *open.begin();
    const int fins = static_cast<int>((fins_ | base2_).count());
    if (fins < limits_.max_fins) {
      Houses bar = barred;
      for (House h : G::houses_of(x)) bar.set(static_cast<std::size_t>(h.index()));
      fins_.set(x);
      walk_covers(c1, c2, bar);
      fins_.reset(x);
    }
    if (static_cast<int>(covers_.size()) == n_) return;
    for (House house : G::houses_of(x)) {
      const int h = house.index();
      if (!allowed(cover_kinds_, h) || barred.test(static_cast<std::size_t>(h)) ||
          std::find(bases_.begin(), bases_.end(), h) != bases_.end())
        continue;
      const CellSet here = places(h);
      // a fin must stay uncovered
      if ((here & fins_).any()) continue;
      covers_.push_back(h);
      walk_covers(c1 | here, c2 | (c1 & here), barred);
      covers_.pop_back();
      barred.set(static_cast<std::size_t>(h));
    }
  }

  void complete(const CellSet& c1, const CellSet& c2) {
    const CellSet fins = fins_ | base2_;
    if (fins.none()) return;  // a plain fish
    const CellSet targets = (c1 - base1_) | ((base1_ - base2_) & c2);
    CellSet sees_all = CellSet::all();
    for (Cell f : fins) sees_all &= G::peers[f.index()];
    if ((targets & sees_all).any()) return;  // a finned fish of its own
    // a walk of Franken kinds also meets fish that are Mutant (boxes alone against lines)
    if (static_cast<int>(fish_class()) > static_cast<int>(limits_.max_class)) return;
    // The two Franken orientations (rows and boxes against columns and boxes, and the
    // reverse) both meet the fish of boxes against boxes; the second one leaves them. Within
    // one orientation each base and cover set is met once (fins are what the covers leave),
    // so nothing is remembered: the memory of the walk does not grow with the fish it meets.
    constexpr unsigned kBox = 1u << static_cast<int>(HouseKind::box);
    if (second_orientation_ && kinds_of(bases_) == kBox && kinds_of(covers_) == kBox) return;
    if (t_ == Technique::kraken_fish_1)
      type_one(targets, fins);
    else
      type_two(c2, fins);
  }

  void type_one(const CellSet& targets, const CellSet& fins) {
    for (Cell x : targets) {
      const int target = id(x, digit_);
      if (!std::all_of(fins.begin(), fins.end(), [&](Cell f) { return makes_false(id(f, digit_), target); })) continue;
      std::vector<int> premises;
      for (Cell f : fins) premises.push_back(id(f, digit_));
      if (!report({x, digit_}, premises)) return;
    }
  }

  void type_two(const CellSet& c2, const CellSet& fins) {
    for (int h : covers_) {
      const CellSet here = places(h);
      const CellSet held = (here & (base1_ - base2_)) - c2;  // base candidates C alone covers
      if (held == here) continue;
      const CellSet from = held | fins;
      // with every premise false the position itself is contradictory: the forcing nets' step
      if (std::all_of(from.begin(), from.end(), [&](Cell c) { return contradicts(id(c, digit_)); })) continue;
      Bits common;
      common.fill(~std::uint64_t{0});
      for (Cell c : from) {
        if (contradicts(id(c, digit_))) continue;  // a false premise takes nothing away
        const Bits& off = falsities(id(c, digit_));
        for (std::size_t w = 0; w < common.size(); ++w) common[w] &= off[w];
      }
      std::vector<int> premises;
      for (Cell c : from) premises.push_back(id(c, digit_));
      for (int y = 0; y < G::candidates; ++y) {
        if (!(common[static_cast<std::size_t>(y / 64)] >> (y % 64) & 1) || !p_.open(y)) continue;
        const Candidate target = Propagation<B>::candidate(y);
        if (from.test(target.cell)) continue;
        if (!report(target, premises)) return;
      }
    }
  }

  // What candidate `premise`'s truth makes false. A premise whose truth leads to a
  // contradiction is false: it implies anything, and its branch is that contradiction.
  // (HoDoKu's tables go on past a contradiction, so a false fin of its Kraken fish reaches
  // targets that a propagation stopping there does not; either way the fin is false.)
  const Bits& falsities(int premise) { return table_.of(premise, true).off; }
  bool contradicts(int premise) { return table_.of(premise, true).contradiction; }
  bool reaches(int premise, int target) {
    return (falsities(premise)[static_cast<std::size_t>(target / 64)] >> (target % 64) & 1) != 0;
  }
  bool makes_false(int premise, int target) { return reaches(premise, target) || contradicts(premise); }

  // Keeps the step eliminating x from these premises when it is the first for x, or its fish
  // comes earlier in the catalogue, or the same fish technique with fewer premises; its
  // branches are worked out when it is handed out.
  bool report(const Candidate& x, const std::vector<int>& premises) {
    Found f{fish_step(), premises};
    const auto weight = [](const Found& k) { return std::pair(static_cast<int>(k.fish.technique), k.premises.size()); };
    const auto it = best_.find(x);
    if (it == best_.end())
      best_.emplace(x, std::move(f));
    else if (weight(f) < weight(it->second))
      it->second = std::move(f);
    if (budget_.spent()) go_ = false;
    return go_;
  }

  Step step(const Candidate& x, Found&& f) {
    // the fish's digit, as HoDoKu gives it (a type 2 elimination may be of another)
    Step s{.technique = t_, .digits = {digit_}, .eliminations = {x}};
    s.parts.push_back(std::move(f.fish));
    const int target = id(x.cell, x.digit);
    for (int premise : f.premises) {
      // a false premise that reaches the target on its way is shown reaching it
      const bool direct = reaches(premise, target);
      p_.run(premise, true);
      if (!direct && p_.contradiction())
        s.branches.push_back({.premise = {Propagation<B>::candidate(premise), true},
                              .implications = p_.contradiction_branch(),
                              .contradiction = true});
      else
        s.branches.push_back(
            {.premise = {Propagation<B>::candidate(premise), true}, .implications = p_.branch_to({target})});
    }
    return s;
  }

  // The kinds of some houses, a bit per HouseKind.
  static unsigned kinds_of(const std::vector<int>& houses) {
    unsigned kinds = 0;
    for (int h : houses) kinds |= 1u << static_cast<int>(G::kind(House(h)));
    return kinds;
  }

  // The walk's fish's class (HoDoKu's, fish.hpp).
  [[nodiscard]] FishClass fish_class() const { return detail::classify(kinds_of(bases_), kinds_of(covers_)); }

  // The fish itself, named as the fish finders name it, without eliminations.
  Step fish_step() const {
    const FishClass cls = fish_class();
    bool sashimi = false;
    if (cls == FishClass::basic)
      for (int h : bases_) sashimi = sashimi || (places(h) - fins_).count() <= 1;
    const auto technique = fish_technique(cls, sashimi ? Fins::sashimi : Fins::finned, n_);
    Step f{.technique = *technique, .digits = {digit_}};
    std::vector<int> covers = covers_;
    std::sort(covers.begin(), covers.end());
    for (int h : bases_) f.base.push_back(Constraint::of_house(House(h), digit_, G::size));
    for (int h : covers) f.cover.push_back(Constraint::of_house(House(h), digit_, G::size));
    for (Cell c : fins_) f.fins.push_back({c, digit_});
    for (Cell c : base2_) f.endo_fins.push_back({c, digit_});
    return f;
  }

  const Grid<B>& g_;
  Technique t_;
  Sink& sink_;
  KrakenLimits limits_;
  const Budget& budget_;
  ImplicationTable<B>& table_;
  Propagation<B>& p_;
  bool go_ = true;
  std::map<Candidate, Found> best_;  // per elimination, the simplest fish yet (of this digit)

  // the walk
  Digit digit_{0};
  int n_ = 0;
  unsigned base_kinds_ = 0, cover_kinds_ = 0;
  std::vector<int> bases_, covers_;
  CellSet base1_, base2_, fins_;
  bool second_orientation_ = false;
  std::uint64_t nodes_ = 0;
};

}  // namespace

template <int B>
void find_kraken(FinderContext<B>& ctx, Technique t, Sink& sink, const KrakenLimits& limits, const Budget& budget) {
  // the walk's state is large on 25x25: on the heap
  auto search = std::make_unique<Kraken<B>>(ctx, t, sink, limits, budget);
  search->run();
}

SETLOGIC_EACH_BOX(SETLOGIC_KRAKEN_INSTANCES, )

}  // namespace setlogic
