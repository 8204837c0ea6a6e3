#include "limited_server.hpp"

#include <arpa/inet.h>
#include <fmt/format.h>
#include <poll.h>
#include <sys/socket.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <chrono>
#include <cstring>

namespace setlogic::cli {

namespace {

// Whether `sock` is ready for `events` within `ms` milliseconds (a hang-up counts as
// readable: the read then says the connection ended).
bool ready(socket_t sock, short events, int ms) {
  pollfd p{sock, events, 0};
  int r = 0;
  do r = ::poll(&p, 1, ms);
  while (r < 0 && errno == EINTR);
  if (r <= 0) return false;
  if (events == POLLOUT) return (p.revents & POLLOUT) != 0 && (p.revents & (POLLERR | POLLHUP)) == 0;
  return true;
}

int milliseconds(time_t sec, time_t usec) {
  return static_cast<int>(sec * 1000 + usec / 1000);
}

// The address and port at one end of `sock`.
void end_of(socket_t sock, bool peer, std::string& ip, int& port) {
  sockaddr_storage a{};
  socklen_t length = sizeof a;
  const int r = peer ? getpeername(sock, reinterpret_cast<sockaddr*>(&a), &length)
                     : getsockname(sock, reinterpret_cast<sockaddr*>(&a), &length);
  ip.clear();
  port = 0;
  if (r != 0) return;
  std::array<char, INET6_ADDRSTRLEN> text{};
  if (a.ss_family == AF_INET) {
    const auto& v4 = reinterpret_cast<const sockaddr_in&>(a);
    inet_ntop(AF_INET, &v4.sin_addr, text.data(), text.size());
    port = ntohs(v4.sin_port);
  } else if (a.ss_family == AF_INET6) {
    const auto& v6 = reinterpret_cast<const sockaddr_in6&>(a);
    inet_ntop(AF_INET6, &v6.sin6_addr, text.data(), text.size());
    port = ntohs(v6.sin6_port);
  }
  ip = text.data();
}

using Clock = std::chrono::steady_clock;

// One connection's socket, read through a buffer that outlives a request.
class ConnectionStream final : public httplib::Stream {
 public:
  ConnectionStream(socket_t sock, int read_ms, int write_ms) : sock_(sock), read_ms_(read_ms), write_ms_(write_ms) {}

  // A request starts: its reads must be done within `ms`.
  void start_request(int ms) { deadline_ = Clock::now() + std::chrono::milliseconds(ms); }

  bool is_readable() const override { return begin_ < end_ || ready(sock_, POLLIN, read_wait()); }
  bool is_writable() const override { return ready(sock_, POLLOUT, write_ms_); }

  ssize_t read(char* ptr, size_t size) override {
    if (begin_ == end_) {
      if (!ready(sock_, POLLIN, read_wait())) return -1;
      ssize_t n = 0;
      do n = ::recv(sock_, buffer_.data(), buffer_.size(), 0);
      while (n < 0 && errno == EINTR);
      if (n <= 0) return n;
      begin_ = 0;
      end_ = static_cast<std::size_t>(n);
    }
    const std::size_t k = std::min(size, end_ - begin_);
    std::memcpy(ptr, buffer_.data() + begin_, k);
    begin_ += k;
    return static_cast<ssize_t>(k);
  }

  ssize_t write(const char* ptr, size_t size) override {
    if (!is_writable()) return -1;
    ssize_t n = 0;
    do n = ::send(sock_, ptr, size, MSG_NOSIGNAL);
    while (n < 0 && errno == EINTR);
    return n;
  }

  void get_remote_ip_and_port(std::string& ip, int& port) const override { end_of(sock_, true, ip, port); }
  void get_local_ip_and_port(std::string& ip, int& port) const override { end_of(sock_, false, ip, port); }
  socket_t socket() const override { return sock_; }

  // Whether a request starts within `ms`, looking every 100 ms whether `still` holds.
  template <class Still>
  bool next_request(int ms, Still still) const {
    if (begin_ < end_) return true;
    for (int waited = 0; waited < ms && still(); waited += 100)
      if (ready(sock_, POLLIN, std::min(100, ms - waited))) return true;
    return false;
  }

 private:
  // The read timeout, shortened to what is left of the request's time; 0 once it is past.
  int read_wait() const {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline_ - Clock::now()).count();
    return static_cast<int>(std::clamp<long long>(left, 0, read_ms_));
  }

  socket_t sock_;
  int read_ms_;
  Clock::time_point deadline_ = Clock::time_point::max();
  int write_ms_;
  std::array<char, 4096> buffer_{};
  std::size_t begin_ = 0;
  std::size_t end_ = 0;
};

// Answers 503 without reading the request, then takes what the client already sent, so
// that closing does not reset the connection before the client reads the answer.
void refuse(socket_t sock, const std::string& client, int per_client) {
  const std::string body =
      fmt::format(R"j({{"error":"too many connections from {} (at most {} at once)"}})j", client, per_client);
  const std::string answer = fmt::format(
      "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nContent-Length: {}\r\n"
      "X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n{}",
      body.size(), body);
  if (ready(sock, POLLOUT, 1000)) ::send(sock, answer.data(), answer.size(), MSG_NOSIGNAL);
  ::shutdown(sock, SHUT_WR);
  std::array<char, 4096> sink{};
  for (int i = 0; i < 16 && ::recv(sock, sink.data(), sink.size(), MSG_DONTWAIT) > 0; ++i) {
  }
}

}  // namespace

bool LimitedServer::open(const std::string& client) {
  const std::lock_guard<std::mutex> lock(mutex_);
  int& n = open_[client];
  if (n >= per_client_) return false;
  ++n;
  return true;
}

void LimitedServer::close(const std::string& client) {
  const std::lock_guard<std::mutex> lock(mutex_);
  if (--open_[client] == 0) open_.erase(client);
}

bool LimitedServer::process_and_close_socket(socket_t sock) {
  std::string client;
  int port = 0;
  end_of(sock, true, client, port);
  bool ok = false;
  if (!open(client)) {
    refuse(sock, client, per_client_);
  } else {
    ConnectionStream stream(sock, milliseconds(read_timeout_sec_, read_timeout_usec_),
                            milliseconds(write_timeout_sec_, write_timeout_usec_));
    const auto running = [this] { return svr_sock_ != INVALID_SOCKET; };
    const int keep_alive_ms = milliseconds(keep_alive_timeout_sec_, 0);
    for (std::size_t left = keep_alive_max_count_; left > 0 && stream.next_request(keep_alive_ms, running); --left) {
      bool closed = false;
      stream.start_request(request_read_ms_);
      ok = process_request(stream, left == 1, closed, nullptr);
      if (!ok || closed) break;
    }
    close(client);
  }
  ::shutdown(sock, SHUT_RDWR);
  httplib::detail::close_socket(sock);
  return ok;
}

}  // namespace setlogic::cli
