#include "logic/techniques/sue_de_coq.hpp"

#include <algorithm>
#include <array>
#include <set>
#include <vector>

namespace setlogic {

namespace {

template <int B>
class SueDeCoq {
 public:
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;
  using DigitSet = typename G::DigitSet;

  SueDeCoq(const Grid<B>& g, Sink& sink, const Budget& budget) : g_(g), sink_(sink), budget_(budget) {}

  void run() {
    for (int line = 0; line < 2 * G::size && go_; ++line)
      for (int box = 0; box < G::size && go_; ++box) {
        line_ = G::house_mask[line] & g_.unsolved();
        box_ = G::house_mask[2 * G::size + box] & g_.unsolved();
        const CellSet meet = line_ & box_;
        if (meet.count() < 2) continue;
        std::array<Cell, G::box_size> cells{};
        std::size_t n = 0;
        for (Cell c : meet) cells[n++] = c;
        for (std::size_t i = 0; i < n; ++i)
          for (std::size_t j = i + 1; j < n; ++j) {
            CellSet two;
            two.set(cells[i]);
            two.set(cells[j]);
            intersection(two);
            for (std::size_t k = j + 1; k < n; ++k) {
              CellSet three = two;
              three.set(cells[k]);
              intersection(three);
            }
          }
      }
  }

 private:
  struct Part {
    CellSet cells;
    DigitSet digits;
  };
  // A set of the box with its cells less its extras; the sets of one walk of the box.
  struct Held {
    Part part;
    int held;
  };
  struct Walk {
    DigitSet banned;
    CellSet taken;
    std::size_t begin, end;  // in boxes_
  };

  DigitSet digits_in(const CellSet& cells) const {
    DigitSet d;
    for (Cell c : cells) d |= g_.candidates(c);
    return d;
  }

  void intersection(const CellSet& cells) {
    if (!go_) return;
    walks_.clear();
    boxes_.clear();
    c_.cells = cells;
    c_.digits = digits_in(c_.cells);
    plus_ = c_.digits.count() - cells.count();
    if (plus_ < 2 || plus_ > kMaxPlus) return;
    const CellSet source = line_ - c_.cells;
    std::vector<Cell> pool(source.begin(), source.end());
    line_sets(pool);
  }

  // Whether to go on: the budget is looked at every thousand sets or so.
  bool going() {
    if ((++nodes_ & 1023) == 0 && budget_.spent()) go_ = false;
    return go_;
  }

  // Every set of the pool's cells from pool[from] on, grown from `part`, that may yet hold
  // more cells than extra digits (extras never leave, each later cell outweighs one at most,
  // and a set holds kMaxCells cells at most): visit(set, its cells less its extras) for each
  // holding a digit of C.
  template <typename Visit>
  void sets(const std::vector<Cell>& pool, std::size_t from, const Part& part, int size, const Visit& visit) {
    if (size >= kMaxCells) return;
    for (std::size_t i = from; i < pool.size() && going(); ++i) {
      Part more{part.cells, part.digits | g_.candidates(pool[i])};
      const int extra = (more.digits - c_.digits).count();
      if (extra >= std::min(kMaxCells, size + 1 + static_cast<int>(pool.size() - i - 1))) continue;
      more.cells.set(pool[i]);
      if ((more.digits & c_.digits).any()) visit(more, size + 1 - extra);
      sets(pool, i + 1, more, size + 1, visit);
    }
  }

  // L, with its cells less extras between 1 and C's surplus less 1; then every B for it.
  void line_sets(const std::vector<Cell>& pool) {
    sets(pool, 0, Part{}, 0, [&](const Part& l, int covered) {
      if (covered > 0 && covered < plus_) box_sets(l, covered);
    });
  }

  // B draws on none of L's digits of C and covers the rest of C's surplus.
  void box_sets(const Part& l, int covered) {
    const DigitSet banned = l.digits & c_.digits;
    const CellSet taken = l.cells & box_;
    // The box's sets depend on L only through these two, which many Ls share: each walk is
    // kept for C, its sets in the order it met them.
    auto walk = std::find_if(walks_.begin(), walks_.end(),
                             [&](const Walk& w) { return w.banned == banned && w.taken == taken; });
    if (walk == walks_.end()) {
      std::vector<Cell> pool;
      for (Cell c : box_ - c_.cells - taken)
        if ((g_.candidates(c) & banned).none()) pool.push_back(c);
      const std::size_t begin = boxes_.size();
      sets(pool, 0, Part{}, 0, [&](const Part& b, int held) {
        if (held > 0 && held < plus_) boxes_.push_back({b, held});
      });
      walks_.push_back({banned, taken, begin, boxes_.size()});
      walk = walks_.end() - 1;
    }
    const int need = plus_ - covered;
    for (std::size_t k = walk->begin; k < walk->end && go_; ++k)
      if (boxes_[k].held == need) report(l, boxes_[k].part);
  }

  void report(const Part& l, const Part& b) {
    const DigitSet shared = l.digits & b.digits;
    std::vector<Candidate> elims;
    const auto remove = [&](const CellSet& cells, const DigitSet& digits) {
      for (Cell c : cells)
        for (Digit d : g_.candidates(c) & digits) elims.push_back({c, d});
    };
    remove(box_ - b.cells - c_.cells, ((c_.digits | b.digits) - l.digits) | shared);
    remove(line_ - l.cells - c_.cells, ((c_.digits | l.digits) - b.digits) | shared);
    if (elims.empty()) return;
    std::sort(elims.begin(), elims.end());
    elims.erase(std::unique(elims.begin(), elims.end()), elims.end());
    if (!seen_.insert(elims).second) return;
    Step s{.technique = Technique::sue_de_coq, .digits = digits_of(elims), .eliminations = std::move(elims)};
    s.cells.assign(c_.cells.begin(), c_.cells.end());
    for (const Part* p : {static_cast<const Part*>(&c_), &l, &b})
      s.als.push_back({{p->cells.begin(), p->cells.end()}, {p->digits.begin(), p->digits.end()}});
    go_ = sink_.accept(std::move(s));
  }

  // Above 9x9 the sets are bounded: an empty 25x25 grid alone holds more than 2^40 line and
  // box sets. On 9x9 (and 4x4) the search is HoDoKu's, unbounded.
  static constexpr int kMaxPlus = G::size <= 9 ? G::size : 4;
  static constexpr int kMaxCells = G::size <= 9 ? G::size : 6;

  const Grid<B>& g_;
  Sink& sink_;
  Budget budget_;
  long nodes_ = 0;
  bool go_ = true;
  CellSet line_, box_;
  Part c_;
  int plus_ = 0;
  std::vector<Walk> walks_;
  std::vector<Held> boxes_;
  std::set<std::vector<Candidate>> seen_;
};

}  // namespace

template <int B>
void find_sue_de_coq(FinderContext<B>& ctx, Sink& sink, const Budget& budget) {
  SueDeCoq<B>(ctx.grid(), sink, budget).run();
}

SETLOGIC_EACH_BOX(SETLOGIC_SUE_DE_COQ_INSTANCES, )

}  // namespace setlogic
