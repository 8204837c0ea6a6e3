#pragma once
// A pool of worker threads that turns a stream of items into a stream of results in input
// order. The thread that submits items also hands out the results: submit() blocks while
// `window` items are in flight (being worked on, or finished but waiting for an earlier
// one), and emits every result that is next in order meanwhile. So memory stays bounded by
// the window on inputs of any length, output streams as it finishes, and `emit` runs on one
// thread only and needs no locking.

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

namespace setlogic::cli {

template <class Item, class Result>
class OrderedPool {
 public:
  OrderedPool(int threads, std::size_t window, std::function<Result(Item&)> work, std::function<void(Result&)> emit)
      : work_(std::move(work)), emit_(std::move(emit)), ring_(window) {
    threads_.reserve(static_cast<std::size_t>(threads));
    for (int t = 0; t < threads; ++t) threads_.emplace_back([this] { run(); });
  }

  OrderedPool(const OrderedPool&) = delete;
  OrderedPool& operator=(const OrderedPool&) = delete;

  ~OrderedPool() {
    {
      std::lock_guard lock(mutex_);
      closing_ = true;
    }
    work_ready_.notify_all();
    for (std::thread& t : threads_) t.join();
  }

  void submit(Item item) {
    std::unique_lock lock(mutex_);
    for (;;) {
      emit_ready(lock);
      if (submitted_ - emitted_ < ring_.size()) break;
      result_ready_.wait(lock);
    }
    todo_.emplace_back(submitted_++, std::move(item));
    lock.unlock();
    work_ready_.notify_one();
  }

  // Waits for every submitted item and emits the rest of the results.
  void finish() {
    std::unique_lock lock(mutex_);
    for (;;) {
      emit_ready(lock);
      if (emitted_ == submitted_) return;
      result_ready_.wait(lock);
    }
  }

 private:
  // Emits, in order, the finished results that are next; the lock is released around each
  // call of `emit` so that workers go on meanwhile.
  void emit_ready(std::unique_lock<std::mutex>& lock) {
    while (emitted_ < submitted_) {
      auto& slot = ring_[emitted_ % ring_.size()];
      if (!slot) return;
      Result r = std::move(*slot);
      slot.reset();
      ++emitted_;
      lock.unlock();
      emit_(r);
      lock.lock();
    }
  }

  void run() {
    for (;;) {
      std::unique_lock lock(mutex_);
      work_ready_.wait(lock, [this] { return closing_ || !todo_.empty(); });
      if (todo_.empty()) return;
      auto [seq, item] = std::move(todo_.front());
      todo_.pop_front();
      lock.unlock();
      Result r = work_(item);
      lock.lock();
      ring_[seq % ring_.size()] = std::move(r);
      if (seq == emitted_) {
        lock.unlock();
        result_ready_.notify_one();
      }
    }
  }

  std::function<Result(Item&)> work_;
  std::function<void(Result&)> emit_;
  std::mutex mutex_;
  std::condition_variable work_ready_;
  std::condition_variable result_ready_;
  std::deque<std::pair<std::uint64_t, Item>> todo_;
  std::vector<std::optional<Result>> ring_;  // slot seq % window holds result seq until it is emitted
  std::uint64_t submitted_ = 0;
  std::uint64_t emitted_ = 0;
  bool closing_ = false;
  std::vector<std::thread> threads_;  // last: started once everything they use exists
};

}  // namespace setlogic::cli
