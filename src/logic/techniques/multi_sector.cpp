#include "logic/techniques/multi_sector.hpp"

#include "logic/techniques/set_logic.hpp"

namespace setlogic {

namespace {

// General-logic steps of cell bases, named as multi-sector locked sets.
class AsMultiSector final : public Sink {
 public:
  explicit AsMultiSector(Sink& inner) : inner_(inner) {}
  bool accept(Step&& s) override {
    s.technique = Technique::multi_sector_locked_set;
    return inner_.accept(std::move(s));
  }

 private:
  Sink& inner_;
};

}  // namespace

template <int B>
void find_multi_sector(const Grid<B>& g, Sink& sink, const MultiSectorLimits& limits, const Budget& budget,
                       int threads) {
  AsMultiSector out(sink);
  find_set_logic(g, out, SetLogicLimits{.max_size = limits.max_cells, .max_rank = 0, .cells_only = true}, budget,
                 threads);
}

SETLOGIC_EACH_BOX(SETLOGIC_MULTI_SECTOR_INSTANCES, )

}  // namespace setlogic
