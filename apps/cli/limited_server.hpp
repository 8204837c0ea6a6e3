// An HTTP server that serves at most a given number of connections from one client address
// at once. Every connection holds a thread while its client is slow to send, so without a
// limit one client opening many connections and trickling bytes into each holds every thread.
// A connection past the limit is answered 503 and closed before anything is read from it.
//
// httplib gives no hook between accept and serving, so this server takes over serving a
// connection: the keep-alive loop and the socket stream are its own, the request itself is
// httplib's (`process_request`). One stream per connection keeps bytes a client pipelined
// behind a request for the next one.
//
// A read timeout alone bounds the wait for each byte, not for a request: a client trickling
// a byte a second would hold its connection forever. So a whole request, headers and body,
// must arrive within `request_read_ms` of its first byte; past that its reads fail.
#pragma once

#include <httplib.h>

#include <map>
#include <mutex>
#include <string>

namespace setlogic::cli {

class LimitedServer : public httplib::Server {
 public:
  LimitedServer(int per_client, int request_read_ms) : per_client_(per_client), request_read_ms_(request_read_ms) {}

 private:
  bool process_and_close_socket(socket_t sock) override;
  // Takes a slot for `client`, or says there is none left.
  bool open(const std::string& client);
  void close(const std::string& client);

  const int per_client_;
  const int request_read_ms_;
  std::mutex mutex_;
  std::map<std::string, int> open_;
};

}  // namespace setlogic::cli
