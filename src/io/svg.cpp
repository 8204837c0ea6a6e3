#include "io/svg.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <map>
#include <vector>

#include "core/geometry.hpp"
#include "io/step_text.hpp"

namespace setlogic {
namespace {

// Okabe-Ito colours.
constexpr const char* kSky = "#56B4E9";
constexpr const char* kBlue = "#0072B2";
constexpr const char* kOrange = "#E69F00";
constexpr const char* kGreen = "#009E73";
constexpr const char* kVermilion = "#D55E00";
constexpr const char* kPurple = "#CC79A7";

constexpr const char* kYellow = "#F0E442";
// The two classes of each colouring cluster: fill colours, the "on" class a disc, the
// "off" class a square.
constexpr std::array<std::array<const char*, 2>, 2> kClusterColours = {{{kYellow, kSky}, {kPurple, kGreen}}};
// ALS outlines, one colour and one dash pattern per set in turn, and a letter (A, B, ...) in
// the corner of each of its cells, so that sets differ by more than hue.
constexpr std::array<const char*, 3> kAlsColours = {kBlue, kOrange, kPurple};
constexpr std::array<const char*, 4> kAlsDashes = {"6,3", "2,2", "10,3,2,3", "1,0"};

enum Role : unsigned {
  base_candidate = 1,
  fin = 2,
  endo_fin = 4,
  cannibal = 8,
  eliminated = 16,
  placed = 32,
  chain_node = 64,
  premise = 128,
  common = 256,          // a restricted common's candidate
  guardian = 512,        // a deadly pattern's candidate outside its digits: one of them is true
  implied_true = 1024,   // what the drawn forcing branch makes true
  implied_false = 2048,  // and false
};

std::string escape(std::string_view text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

// Lines of at most `width` characters, broken at newlines, and at spaces where possible.
std::vector<std::string> wrap(const std::string& text, std::size_t width) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t newline = std::min(text.find('\n', start), text.size());
    std::size_t end = std::min(newline, start + width);
    if (end == newline) {
      lines.push_back(text.substr(start, end - start));
      start = end + 1;
      continue;
    }
    if (end < text.size()) {
      std::size_t space = text.rfind(' ', end);
      if (space != std::string::npos && space > start) end = space;
    }
    lines.push_back(text.substr(start, end - start));
    start = end;
    while (start < text.size() && text[start] == ' ') ++start;
  }
  return lines;
}

class Drawing {
 public:
  Drawing(const Puzzle& p, const Alphabet& a)
      : p_(p), a_(a), n_(p.size()), box_(p.box), candidates_(candidate_masks(p)) {
    // candidates (0.72 of their square) of 11.5 px on 16x16 grids and 8.6 px on 25x25
    cell_ = n_ <= 9 ? 56 : n_ <= 16 ? 64 : 60;
    grid_ = n_ * cell_;
    width_ = grid_ + 2 * kMargin;
  }

  std::string draw(const Step* step, int branch) {
    std::vector<std::string> caption;
    const ForcingBranch* drawn = nullptr;
    if (step != nullptr && branch >= 0 && branch < static_cast<int>(step->branches.size()))
      drawn = &step->branches[static_cast<std::size_t>(branch)];
    if (step != nullptr) {
      std::string text = format_step(*step, a_);
      // one branch drawn: the step's line and that branch's
      if (drawn != nullptr)
        text = fmt::format("{}\nbranch {} of {}: {}", text.substr(0, text.find('\n')), branch + 1,
                           step->branches.size(), branch_text(*drawn, a_));
      caption = wrap(text, static_cast<std::size_t>((width_ - 2 * kMargin) / kCaptionCharWidth));
    }
    if (step != nullptr) collect(*step, drawn);
    const int legend_y = kMargin + grid_ + 22;
    const int caption_y = legend_y + (step != nullptr ? 30 + kLegendRow * (legend_rows() - 1) : 0);
    const int height = caption_y + 18 * static_cast<int>(caption.size()) + 10;
    out_ += fmt::format(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\" "
        "font-family=\"DejaVu Sans, Verdana, sans-serif\">\n",
        width_, height);
    out_ += fmt::format("<title>{}</title>\n", escape(step != nullptr ? format_step(*step, a_) : "Sudoku position"));
    out_ +=
        "<defs><pattern id=\"cover\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" "
        "patternTransform=\"rotate(45)\"><rect width=\"8\" height=\"8\" fill=\"#E69F00\" fill-opacity=\"0.12\"/>"
        "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"8\" stroke=\"#E69F00\" stroke-width=\"3\" stroke-opacity=\"0.6\"/>"
        "</pattern>"
        "<marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerUnits=\"userSpaceOnUse\" "
        "markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" "
        "fill=\"#333\"/></marker>"
        "<marker id=\"cause\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerUnits=\"userSpaceOnUse\" "
        "markerWidth=\"6\" markerHeight=\"6\" orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" "
        "fill=\"#555\"/></marker></defs>\n";
    out_ += fmt::format("<rect width=\"{}\" height=\"{}\" fill=\"white\"/>\n", width_, height);
    shade(base_cells_, fmt::format("fill=\"{}\" fill-opacity=\"0.3\"", kSky), "base");
    shade(cover_cells_, "fill=\"url(#cover)\"", "cover");
    for (int c : placed_cells_)
      out_ += fmt::format(
          "<rect class=\"placed-cell\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{}\" "
          "stroke-width=\"3\"/>\n",
          x(c) + 2, y(c) + 2, cell_ - 4, cell_ - 4, kGreen);
    lines();
    labels();
    if (step != nullptr) evidence_shapes(*step);
    values_and_candidates();
    if (step != nullptr) links(*step);
    if (drawn != nullptr) causes(*drawn);
    if (step != nullptr) legend(legend_y);
    for (std::size_t i = 0; i < caption.size(); ++i)
      out_ += fmt::format("<text class=\"caption\" x=\"{}\" y=\"{}\" font-size=\"13\">{}</text>\n", kMargin,
                          caption_y + 18 * static_cast<int>(i), escape(caption[i]));
    out_ += "</svg>\n";
    return std::move(out_);
  }

 private:
  static constexpr int kMargin = 28;
  static constexpr int kLegendRow = 22;
  // A caption character's width at 13 px, with room to spare: DejaVu Sans averages 7.9 px
  // over implication tokens ("r8c6<>3 ") and 8.3 px over digits.
  static constexpr double kCaptionCharWidth = 9.0;

  [[nodiscard]] int x(int cell) const { return kMargin + cell % n_ * cell_; }
  [[nodiscard]] int y(int cell) const { return kMargin + cell / n_ * cell_; }

  [[nodiscard]] std::vector<int> house_cells(int house) const {
    std::vector<int> cells;
    with_box_size(box_, [&](auto b) {
      for (Cell c : Geometry<decltype(b)::value>::house_cells[static_cast<std::size_t>(house)])
        cells.push_back(c.index());
    });
    return cells;
  }

  // The cells of a constraint and, for a digit in a house, the candidates it holds.
  void mark_constraint(const Constraint& k, std::vector<bool>& cells, bool base) {
    if (k.kind == ConstraintKind::cell) {
      cells[static_cast<std::size_t>(k.cell.index())] = true;
      if (base)
        for (int d = 0; d < n_; ++d) role(k.cell.index(), d) |= candidate(k.cell.index(), d) ? base_candidate : 0u;
      return;
    }
    for (int c : house_cells(k.house.index())) {
      cells[static_cast<std::size_t>(c)] = true;
      if (base && candidate(c, k.digit.index())) role(c, k.digit.index()) |= base_candidate;
    }
  }

  void collect(const Step& s, const ForcingBranch* drawn) {
    base_cells_.assign(static_cast<std::size_t>(n_ * n_), false);
    cover_cells_ = base_cells_;
    for (House h : s.houses)
      for (int c : house_cells(h.index())) base_cells_[static_cast<std::size_t>(c)] = true;
    // A subset's cells are its base; a wing's are its pivot and pincers (drawn as frames), a
    // single-digit pattern's are its chain's nodes.
    const Evidence evidence = family_of(s.technique).evidence;
    if (evidence == Evidence::wing) {
      const bool pivot = s.technique != Technique::w_wing;
      const std::size_t wing_cells = pivot ? s.cells.size() : std::min<std::size_t>(2, s.cells.size());
      for (std::size_t i = 0; i < wing_cells; ++i)
        (pivot && i == 0 ? pivot_cells_ : pincer_cells_).push_back(s.cells[i].index());
    } else if (evidence != Evidence::single_digit) {
      for (Cell c : s.cells) base_cells_[static_cast<std::size_t>(c.index())] = true;
    }
    for (const Constraint& k : s.base) mark_constraint(k, base_cells_, true);
    for (const Constraint& k : s.cover) mark_constraint(k, cover_cells_, false);
    for (const Step& part : s.parts) {
      for (const Constraint& k : part.base) mark_constraint(k, base_cells_, true);
      for (const Constraint& k : part.cover) mark_constraint(k, cover_cells_, false);
    }
    for (const Candidate& f : s.fins) role(f.cell.index(), f.digit.index()) |= fin;
    for (const Candidate& f : s.endo_fins) role(f.cell.index(), f.digit.index()) |= fin | endo_fin;
    for (const Step& part : s.parts) {
      for (const Candidate& f : part.fins) role(f.cell.index(), f.digit.index()) |= fin;
      for (const Candidate& f : part.endo_fins) role(f.cell.index(), f.digit.index()) |= fin | endo_fin;
    }
    for (const Candidate& c : s.cannibals) role(c.cell.index(), c.digit.index()) |= cannibal;
    for (const Candidate& e : s.eliminations) role(e.cell.index(), e.digit.index()) |= eliminated;
    for (const Candidate& pl : s.placements) {
      role(pl.cell.index(), pl.digit.index()) |= placed;
      placed_cells_.push_back(pl.cell.index());
    }
    for (const Chain& chain : s.chains)
      for (const ChainNode& node : chain.nodes)
        for (Cell c : node.cells) role(c.index(), node.digit.index()) |= chain_node;
    // A restricted common's candidates in its two sets (or in the stem cell).
    const auto set_cells = [&](int k) {
      if (k < 0) return s.cells.empty() ? std::vector<Cell>{} : std::vector<Cell>{s.cells.front()};
      return k < static_cast<int>(s.als.size()) ? s.als[static_cast<std::size_t>(k)].cells : std::vector<Cell>{};
    };
    for (const RestrictedCommon& rc : s.commons)
      for (int k : {rc.a, rc.b})
        for (Cell c : set_cells(k))
          for (Digit d : rc.digits)
            if (candidate(c.index(), d.index())) role(c.index(), d.index()) |= common;
    for (const Chain& chain : s.chains)
      for (const ChainLink& link : chain.links) (link.kind == LinkKind::strong ? shapes_.strong : shapes_.weak) = true;
    for (const Chain& chain : s.chains)
      for (const ChainNode& node : chain.nodes) shapes_.group = shapes_.group || node.cells.size() > 1;
    shapes_.als = static_cast<int>(s.als.size());
    shapes_.pattern = s.pattern.has_value();
    if (s.pattern)
      for (const Candidate& g : s.pattern->guardians) role(g.cell.index(), g.digit.index()) |= guardian;
    shapes_.clusters = static_cast<int>(s.colours.size());
    for (const ForcingBranch& b : s.branches)
      if (drawn == nullptr || drawn == &b)
        role(b.premise.candidate.cell.index(), b.premise.candidate.digit.index()) |= premise;
    if (drawn != nullptr) {
      for (const Implication& i : drawn->implications) {
        role(i.candidate.cell.index(), i.candidate.digit.index()) |= i.value ? implied_true : implied_false;
        causes_ = causes_ || !i.causes.empty();
      }
      contradiction_ = drawn->end.kind != ForcingEnd::Kind::none;
    }
    for (const auto& [key, r] : roles_) used_ |= r;
  }

  // An unfilled ring round a candidate; `width` is the stroke width and may carry further
  // attributes after it.
  void ring(std::string_view cls, double cx, double cy, double radius, const char* colour, std::string_view width) {
    out_ += fmt::format(
        "<circle {}cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"{:.1f}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\"/>\n",
        cls.empty() ? std::string() : fmt::format("class=\"{}\" ", cls), cx, cy, radius, colour, width);
  }

  // The centre of candidate d of a cell.
  [[nodiscard]] std::pair<double, double> centre(int cell, int d) const {
    const double sub = static_cast<double>(cell_) / box_;
    return {x(cell) + (d % box_ + 0.5) * sub, y(cell) + (d / box_ + 0.5) * sub};
  }
  [[nodiscard]] std::pair<double, double> centre(const ChainNode& node) const {
    double cx = 0, cy = 0;
    for (Cell c : node.cells) {
      auto [px, py] = centre(c.index(), node.digit.index());
      cx += px, cy += py;
    }
    const auto n = static_cast<double>(std::max<std::size_t>(1, node.cells.size()));
    return {cx / n, cy / n};
  }

  // Drawn under the digits: ALS outlines, group outlines, pattern frames, colour classes.
  void evidence_shapes(const Step& s) {
    const double sub = static_cast<double>(cell_) / box_;
    // each set its colour and dash, named in the legend (a letter in the cell would cover a
    // candidate)
    for (std::size_t i = 0; i < s.als.size(); ++i)
      for (Cell c : s.als[i].cells)
        out_ += fmt::format(
            "<rect class=\"als\" data-set=\"{}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"8\" "
            "fill=\"none\" stroke=\"{}\" stroke-width=\"2.5\" stroke-dasharray=\"{}\"/>\n",
            static_cast<char>('A' + i % 26), x(c.index()) + 3, y(c.index()) + 3, cell_ - 6, cell_ - 6,
            kAlsColours[i % kAlsColours.size()], kAlsDashes[i % kAlsDashes.size()]);
    for (const Chain& chain : s.chains)
      for (const ChainNode& node : chain.nodes) {
        if (node.cells.size() < 2) continue;
        for (Cell c : node.cells) {
          auto [cx, cy] = centre(c.index(), node.digit.index());
          out_ += fmt::format(
              "<rect class=\"group\" x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" rx=\"3\" "
              "fill=\"{}\" fill-opacity=\"0.35\" stroke=\"{}\"/>\n",
              cx - sub / 2, cy - sub / 2, sub, sub, kYellow, kOrange);
        }
      }
    for (int c : pivot_cells_)
      out_ += fmt::format(
          "<rect class=\"pivot\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{}\" "
          "stroke-width=\"4\"/>\n",
          x(c) + 3, y(c) + 3, cell_ - 6, cell_ - 6, kBlue);
    for (int c : pincer_cells_)
      out_ += fmt::format(
          "<rect class=\"pincer\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{}\" "
          "stroke-width=\"3\" stroke-dasharray=\"7,3\"/>\n",
          x(c) + 3, y(c) + 3, cell_ - 6, cell_ - 6, kOrange);
    if (s.pattern) {
      for (Cell c : s.pattern->cells)
        out_ += fmt::format(
            "<rect class=\"pattern\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" fill-opacity=\"0.15\" "
            "stroke=\"{}\" stroke-width=\"3\" stroke-dasharray=\"2,3\"/>\n",
            x(c.index()) + 2, y(c.index()) + 2, cell_ - 4, cell_ - 4, kPurple, kPurple);
    }
    for (std::size_t k = 0; k < s.colours.size(); ++k) {
      const auto& colours = kClusterColours[k % kClusterColours.size()];
      for (const Candidate& x : s.colours[k].on) {
        auto [cx, cy] = centre(x.cell.index(), x.digit.index());
        out_ += fmt::format("<circle class=\"colour-on\" cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"{:.1f}\" fill=\"{}\"/>\n", cx,
                            cy, sub * 0.46, colours[0]);
      }
      for (const Candidate& x : s.colours[k].off) {
        auto [cx, cy] = centre(x.cell.index(), x.digit.index());
        out_ += fmt::format(
            "<rect class=\"colour-off\" x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" fill=\"{}\"/>\n",
            cx - sub * 0.42, cy - sub * 0.42, sub * 0.84, sub * 0.84, colours[1]);
      }
    }
  }

  // Drawn over the digits: one line per link between node centres, stopping at the edge of
  // the candidates' squares so that arrow heads (6 px) stay off the digits; strong solid,
  // weak dashed; an open chain's links point along it. Nodes whose centres nearly meet (a
  // group and a candidate inside its span, two candidates of one cell) are joined by an arc
  // bulging to one side, so that no link is drawn without length.
  void links(const Step& s) {
    const double sub = static_cast<double>(cell_) / box_;
    for (const Chain& chain : s.chains) {
      const std::size_t n = chain.nodes.size();
      for (std::size_t i = 0; i < chain.links.size() && n > 1; ++i) {
        const ChainLink& link = chain.links[i];
        auto [x1, y1] = centre(chain.nodes[i]);
        auto [x2, y2] = centre(chain.nodes[(i + 1) % n]);
        const bool strong = link.kind == LinkKind::strong;
        const std::string style = fmt::format(
            "stroke=\"{}\" stroke-width=\"{}\" fill=\"none\"{}{}", strong ? "#333" : kVermilion, strong ? 2 : 1.5,
            strong ? "" : " stroke-dasharray=\"5,3\"", chain.loop() ? "" : " marker-end=\"url(#arrow)\"");
        double dx = x2 - x1, dy = y2 - y1, len = std::hypot(dx, dy);
        if (len >= 1.5 * sub) {
          const double cut = sub * 0.5;
          out_ += fmt::format("<line class=\"link {}\" x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" {}/>\n",
                              strong ? "strong" : "weak", x1 + dx / len * cut, y1 + dy / len * cut, x2 - dx / len * cut,
                              y2 - dy / len * cut, style);
          continue;
        }
        if (len < 0.5 * sub) {  // centres (almost) together: spread the ends apart across
          x1 -= sub * 0.5, x2 += sub * 0.5;
          dx = x2 - x1, dy = y2 - y1, len = std::hypot(dx, dy);
        }
        // an arc through a point 1.2 squares off the middle, ends leaving at the squares' edges
        const double mx = (x1 + x2) / 2 - dy / len * sub * 1.2, my = (y1 + y2) / 2 + dx / len * sub * 1.2;
        const auto towards = [&](double ax, double ay) {
          const double ex = mx - ax, ey = my - ay, d = std::hypot(ex, ey);
          return std::pair{ax + ex / d * sub * 0.5, ay + ey / d * sub * 0.5};
        };
        const auto [sx, sy] = towards(x1, y1);
        const auto [tx, ty] = towards(x2, y2);
        out_ += fmt::format("<path class=\"link {} arc\" d=\"M{:.1f},{:.1f} Q{:.1f},{:.1f} {:.1f},{:.1f}\" {}/>\n",
                            strong ? "strong" : "weak", sx, sy, mx, my, tx, ty, style);
      }
    }
  }

  // A drawn forcing branch: an arrow from each cause in another cell to what it implies
  // (dashed for a refutation's causes), stopping short of both candidates, and the
  // constraint its contradiction breaks outlined.
  void causes(const ForcingBranch& b) {
    const double sub = static_cast<double>(cell_) / box_;
    for (const Implication& i : b.implications)
      for (const Candidate& c : i.causes) {
        if (c.cell == i.candidate.cell) continue;  // within a cell the rings say enough
        auto [x1, y1] = centre(c.cell.index(), c.digit.index());
        auto [x2, y2] = centre(i.candidate.cell.index(), i.candidate.digit.index());
        const double dx = x2 - x1, dy = y2 - y1, len = std::hypot(dx, dy);
        const double cut = sub * 0.42;
        out_ += fmt::format(
            "<line class=\"cause{}\" x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"#555\" "
            "stroke-width=\"1\" stroke-opacity=\"0.8\"{} marker-end=\"url(#cause)\"/>\n",
            i.rule == Rule::refuted ? " refuted" : "", x1 + dx / len * cut, y1 + dy / len * cut, x2 - dx / len * cut,
            y2 - dy / len * cut, i.rule == Rule::refuted ? " stroke-dasharray=\"3,2\"" : "");
      }
    const ForcingEnd& e = b.end;
    if (e.kind == ForcingEnd::Kind::none) return;
    const std::vector<int> cells = e.kind == ForcingEnd::Kind::both       ? std::vector{e.candidate.cell.index()}
                                   : e.where.kind == ConstraintKind::cell ? std::vector{e.where.cell.index()}
                                                                          : house_cells(e.where.house.index());
    int x1 = grid_, y1 = grid_, x2 = 0, y2 = 0;
    for (int c : cells) {
      x1 = std::min(x1, x(c)), y1 = std::min(y1, y(c));
      x2 = std::max(x2, x(c) + cell_), y2 = std::max(y2, y(c) + cell_);
    }
    out_ += fmt::format(
        "<rect class=\"contradiction\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" "
        "stroke=\"{}\" stroke-width=\"3.5\" stroke-dasharray=\"8,4\"/>\n",
        x1 + 1, y1 + 1, x2 - x1 - 2, y2 - y1 - 2, kVermilion);
  }

  [[nodiscard]] bool candidate(int cell, int d) const {
    if (p_.values[static_cast<std::size_t>(cell)] != kEmpty) return false;
    return (candidates_[static_cast<std::size_t>(cell)] >> d & 1) != 0;
  }
  unsigned& role(int cell, int d) { return roles_[cell * n_ + d]; }
  [[nodiscard]] unsigned role_of(int cell, int d) const {
    auto it = roles_.find(cell * n_ + d);
    return it == roles_.end() ? 0u : it->second;
  }

  void shade(const std::vector<bool>& cells, const std::string& paint, const char* cls) {
    for (std::size_t c = 0; c < cells.size(); ++c)
      if (cells[c])
        out_ += fmt::format("<rect class=\"{}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" {}/>\n", cls,
                            x(static_cast<int>(c)), y(static_cast<int>(c)), cell_, cell_, paint);
  }

  void lines() {
    for (int i = 0; i <= n_; ++i) {
      const bool thick = i % box_ == 0;
      const int at = kMargin + i * cell_;
      const auto w = thick ? 2.5 : 0.6;
      const char* colour = thick ? "#000" : "#888";
      out_ += fmt::format("<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" stroke-width=\"{}\"/>\n",
                          kMargin, at, kMargin + grid_, at, colour, w);
      out_ += fmt::format("<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" stroke-width=\"{}\"/>\n", at,
                          kMargin, at, kMargin + grid_, colour, w);
    }
  }

  void labels() {
    for (int i = 0; i < n_; ++i) {
      const int mid = kMargin + i * cell_ + cell_ / 2;
      out_ += fmt::format(
          "<text x=\"{}\" y=\"{}\" font-size=\"11\" fill=\"#555\" text-anchor=\"middle\">c{}</text>\n"
          "<text x=\"{}\" y=\"{}\" font-size=\"11\" fill=\"#555\" text-anchor=\"middle\" "
          "dominant-baseline=\"central\">r{}</text>\n",
          mid, kMargin - 8, i + 1, kMargin / 2, mid, i + 1);
    }
  }

  void values_and_candidates() {
    const double sub = static_cast<double>(cell_) / box_;
    for (int c = 0; c < n_ * n_; ++c) {
      const int v = p_.values[static_cast<std::size_t>(c)];
      if (v != kEmpty) {
        const bool given = !p_.given.empty() && p_.given[static_cast<std::size_t>(c)] != 0;
        out_ += fmt::format(
            "<text class=\"{}\" x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" "
            "dominant-baseline=\"central\" "
            "fill=\"{}\"{}>{}</text>\n",
            given ? "given" : "solved", x(c) + cell_ / 2, y(c) + cell_ / 2, cell_ * 0.6, given ? "#000" : kBlue,
            given ? " font-weight=\"bold\"" : "", escape(std::string(1, a_.symbol(v))));
        continue;
      }
      for (int d = 0; d < n_; ++d) {
        if (!candidate(c, d)) continue;
        const auto [cx, cy] = centre(c, d);
        const unsigned r = role_of(c, d);
        const double radius = sub * 0.46;
        std::string fill = "#555";
        std::string cls = "candidate";
        if (r & base_candidate) ring("", cx, cy, radius, kBlue, "1.5");
        if (r & chain_node) ring("node", cx, cy, radius, kGreen, "1.5");
        if (r & common)
          out_ += fmt::format(
              "<rect class=\"common\" x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" fill=\"{}\" "
              "fill-opacity=\"0.45\" stroke=\"#000\" stroke-width=\"1\"/>\n",
              cx - radius, cy - radius, 2 * radius, 2 * radius, kYellow);
        if (r & guardian)
          out_ += fmt::format(
              "<rect class=\"guardian\" x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" fill=\"none\" "
              "stroke=\"{}\" stroke-width=\"2\"/>\n",
              cx - radius, cy - radius, 2 * radius, 2 * radius, kOrange);
        if (r & implied_true) ring("implied-true", cx, cy, radius, kGreen, "2.5");
        if (r & implied_false) ring("implied-false", cx, cy, radius, kVermilion, "1.5\" stroke-dasharray=\"2,2");
        if (r & premise)
          out_ += fmt::format(
              "<circle class=\"premise\" cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"{:.1f}\" fill=\"none\" stroke=\"#000\" "
              "stroke-width=\"1\"/><circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"{:.1f}\" fill=\"none\" stroke=\"#000\" "
              "stroke-width=\"1\"/>\n",
              cx, cy, radius, cx, cy, radius * 0.75);
        if (r & fin) {
          out_ += fmt::format("<circle class=\"fin\" cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"{:.1f}\" fill=\"{}\"{}/>\n", cx,
                              cy, radius, kPurple,
                              (r & endo_fin) ? " stroke=\"#000\" stroke-width=\"1.5\" stroke-dasharray=\"2,2\"" : "");
        }
        if (r & placed) {
          out_ +=
              fmt::format("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"{:.1f}\" fill=\"{}\"/>\n", cx, cy, radius, kGreen);
          fill = "white";
          cls += " placement";
        }
        if (r & eliminated) {
          out_ += fmt::format("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"{:.1f}\" fill=\"{}\" fill-opacity=\"0.35\"/>\n",
                              cx, cy, radius, kVermilion);
          fill = kVermilion;
          cls += " elimination";
        }
        if (r & cannibal)
          out_ += fmt::format(
              "<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"{:.1f}\" fill=\"none\" stroke=\"{}\" stroke-width=\"2.5\"/>\n",
              cx, cy, radius, kVermilion);
        out_ += fmt::format(
            "<text class=\"{}\" data-cell=\"{}\" data-digit=\"{}\" x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"{:.1f}\" "
            "text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"{}\"{}>{}</text>\n",
            cls, c, d, cx, cy, sub * 0.72, fill, (r & (eliminated | placed)) ? " font-weight=\"bold\"" : "",
            escape(std::string(1, a_.symbol(d))));
        if (r & eliminated)
          out_ += fmt::format(
              "<line x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"{}\" stroke-width=\"1.5\"/>\n",
              cx - radius, cy + radius, cx + radius, cy - radius, kVermilion);
      }
    }
  }

  struct Entry {
    bool shown;
    std::string swatch;
    const char* label;
  };
  static int entry_width(const Entry& e) { return 30 + 7 * static_cast<int>(std::string_view(e.label).size()); }

  // The legend's entries laid out in rows that fit the width; the number of rows.
  [[nodiscard]] int legend_rows() const {
    int rows = 1, at = kMargin;
    for (const Entry& e : legend_entries()) {
      if (at + entry_width(e) > width_ && at > kMargin) ++rows, at = kMargin;
      at += entry_width(e);
    }
    return rows;
  }

  void legend(int top) {
    int at = kMargin;
    out_ += "<g class=\"legend\" font-size=\"12\">\n";
    for (const Entry& e : legend_entries()) {
      if (at + entry_width(e) > width_ && at > kMargin) at = kMargin, top += kLegendRow;
      out_ += fmt::format(
          "<g transform=\"translate({},{})\">{}<text x=\"19\" y=\"0\" dominant-baseline=\"central\">{}</text></g>\n",
          at, top, e.swatch, e.label);
      at += entry_width(e);
    }
    out_ += "</g>\n";
  }

  // The legend's swatch of ALS number k: its outline's colour and dash.
  static std::string als_swatch(std::size_t k) {
    return fmt::format(
        "<rect x=\"0\" y=\"-7\" width=\"14\" height=\"14\" rx=\"4\" fill=\"none\" stroke=\"{}\" "
        "stroke-width=\"2\" stroke-dasharray=\"{}\"/>",
        kAlsColours[k % kAlsColours.size()], kAlsDashes[k % kAlsDashes.size()]);
  }

  // The roles the step uses, in a fixed order.
  [[nodiscard]] std::vector<Entry> legend_entries() const {
    const auto disc = [](const char* colour, const char* extra) {
      return fmt::format("<circle cx=\"7\" cy=\"0\" r=\"7\" fill=\"{}\"{}/>", colour, extra);
    };
    const bool any_base = std::any_of(base_cells_.begin(), base_cells_.end(), [](bool b) { return b; });
    const bool any_cover = std::any_of(cover_cells_.begin(), cover_cells_.end(), [](bool b) { return b; });
    const std::vector<Entry> entries = {
        {any_base,
         fmt::format(
             "<rect x=\"0\" y=\"-7\" width=\"14\" height=\"14\" fill=\"{}\" fill-opacity=\"0.3\" stroke=\"{}\"/>", kSky,
             kBlue),
         "base"},
        {any_cover, "<rect x=\"0\" y=\"-7\" width=\"14\" height=\"14\" fill=\"url(#cover)\" stroke=\"#E69F00\"/>",
         "cover"},
        {(used_ & fin) != 0, disc(kPurple, ""), "fin"},
        {(used_ & endo_fin) != 0, disc(kPurple, " stroke=\"#000\" stroke-dasharray=\"2,2\""), "endo fin"},
        {(used_ & common) != 0,
         fmt::format("<rect x=\"0\" y=\"-7\" width=\"14\" height=\"14\" fill=\"{}\" fill-opacity=\"0.45\" "
                     "stroke=\"#000\"/>",
                     kYellow),
         "restricted common"},
        {(used_ & guardian) != 0,
         fmt::format("<rect x=\"0\" y=\"-7\" width=\"14\" height=\"14\" fill=\"none\" stroke=\"{}\" "
                     "stroke-width=\"2\"/>",
                     kOrange),
         "guardian"},
        {(used_ & cannibal) != 0,
         fmt::format("<circle cx=\"7\" cy=\"0\" r=\"6\" fill=\"none\" stroke=\"{}\" stroke-width=\"2.5\"/>",
                     kVermilion),
         "cannibal"},
        {(used_ & chain_node) != 0,
         fmt::format("<circle cx=\"7\" cy=\"0\" r=\"6\" fill=\"none\" stroke=\"{}\" stroke-width=\"1.5\"/>", kGreen),
         "chain node"},
        {shapes_.strong, "<line x1=\"0\" y1=\"0\" x2=\"14\" y2=\"0\" stroke=\"#333\" stroke-width=\"2\"/>",
         "strong link"},
        {shapes_.weak,
         fmt::format("<line x1=\"0\" y1=\"0\" x2=\"14\" y2=\"0\" stroke=\"{}\" stroke-width=\"1.5\" "
                     "stroke-dasharray=\"5,3\"/>",
                     kVermilion),
         "weak link"},
        {shapes_.group,
         fmt::format("<rect x=\"0\" y=\"-6\" width=\"14\" height=\"12\" rx=\"3\" fill=\"{}\" fill-opacity=\"0.35\" "
                     "stroke=\"{}\"/>",
                     kYellow, kOrange),
         "group"},
        {shapes_.als > 0, als_swatch(0), shapes_.als > 1 ? "ALS A" : "ALS"},
        {shapes_.als > 1, als_swatch(1), "ALS B"},
        {shapes_.als > 2, als_swatch(2), "ALS C"},
        {shapes_.als > 3, als_swatch(3), "ALS D"},
        {shapes_.clusters > 0, disc(kYellow, ""), "colour A"},
        {shapes_.clusters > 0, fmt::format("<rect x=\"1\" y=\"-6\" width=\"12\" height=\"12\" fill=\"{}\"/>", kSky),
         "colour B"},
        {shapes_.clusters > 1, disc(kPurple, ""), "colour C"},
        {shapes_.clusters > 1, fmt::format("<rect x=\"1\" y=\"-6\" width=\"12\" height=\"12\" fill=\"{}\"/>", kGreen),
         "colour D"},
        {!pivot_cells_.empty(),
         fmt::format("<rect x=\"0\" y=\"-7\" width=\"14\" height=\"14\" fill=\"none\" stroke=\"{}\" "
                     "stroke-width=\"3\"/>",
                     kBlue),
         "pivot"},
        {!pincer_cells_.empty(),
         fmt::format("<rect x=\"0\" y=\"-7\" width=\"14\" height=\"14\" fill=\"none\" stroke=\"{}\" "
                     "stroke-width=\"2\" stroke-dasharray=\"4,2\"/>",
                     kOrange),
         "pincer"},
        {shapes_.pattern,
         fmt::format("<rect x=\"0\" y=\"-7\" width=\"14\" height=\"14\" fill=\"{}\" fill-opacity=\"0.15\" "
                     "stroke=\"{}\" stroke-width=\"2\" stroke-dasharray=\"2,3\"/>",
                     kPurple, kPurple),
         "deadly pattern"},
        {(used_ & premise) != 0,
         "<circle cx=\"7\" cy=\"0\" r=\"6\" fill=\"none\" stroke=\"#000\"/><circle cx=\"7\" cy=\"0\" r=\"4\" "
         "fill=\"none\" stroke=\"#000\"/>",
         "premise"},
        {(used_ & implied_true) != 0,
         fmt::format("<circle cx=\"7\" cy=\"0\" r=\"6\" fill=\"none\" stroke=\"{}\" stroke-width=\"2.5\"/>", kGreen),
         "implied true"},
        {(used_ & implied_false) != 0,
         fmt::format("<circle cx=\"7\" cy=\"0\" r=\"6\" fill=\"none\" stroke=\"{}\" stroke-width=\"1.5\" "
                     "stroke-dasharray=\"2,2\"/>",
                     kVermilion),
         "implied false"},
        {contradiction_,
         fmt::format("<rect x=\"0\" y=\"-7\" width=\"14\" height=\"14\" fill=\"none\" stroke=\"{}\" "
                     "stroke-width=\"2.5\" stroke-dasharray=\"5,2\"/>",
                     kVermilion),
         "contradiction"},
        {causes_, "<line x1=\"0\" y1=\"0\" x2=\"12\" y2=\"0\" stroke=\"#555\" marker-end=\"url(#cause)\"/>", "implies"},
        {(used_ & eliminated) != 0, disc(kVermilion, " fill-opacity=\"0.5\""), "eliminated"},
        {(used_ & placed) != 0, disc(kGreen, ""), "placed"},
    };
    std::vector<Entry> shown;
    for (const Entry& e : entries)
      if (e.shown) shown.push_back(e);
    return shown;
  }

  const Puzzle& p_;
  const Alphabet& a_;
  int n_, box_, cell_ = 0, grid_ = 0, width_ = 0;
  std::vector<std::uint32_t> candidates_;  // per cell, as the position lists them or the values leave them
  std::vector<bool> base_cells_, cover_cells_;
  std::vector<int> placed_cells_;
  std::vector<int> pivot_cells_, pincer_cells_;  // a wing's
  std::map<int, unsigned> roles_;                // candidate (cell * N + digit) -> Role bits
  unsigned used_ = 0;
  bool contradiction_ = false, causes_ = false;  // a drawn branch's, for the legend
  struct {                                       // the evidence shapes the step draws, for the legend
    bool strong = false, weak = false, group = false, pattern = false;
    int als = 0;
    int clusters = 0;
  } shapes_;
  std::string out_;
};

}  // namespace

std::string render_svg(const Puzzle& position, const Alphabet& a, const Step* step, int branch) {
  return Drawing(position, a).draw(step, branch);
}

}  // namespace setlogic
