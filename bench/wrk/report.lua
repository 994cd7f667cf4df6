-- Appended to every wrk script of the bench (bench/wrk.ts): writes the run's figures as JSON to
-- the file named by WRK_REPORT, with the percentiles wrk's own text report leaves out (p95, p97.5)
-- and the requests that asked a path of a WRK_ONCE list again (bench/wrk/dynamic.lua).
function done(summary, latency, requests)
  local repeated_total = 0
  for _, thread in ipairs(threads or {}) do repeated_total = repeated_total + (thread:get("repeated") or 0) end
  local out = assert(io.open(os.getenv("WRK_REPORT"), "w"))
  local e = summary.errors
  out:write(string.format(
    '{"requests":%d,"durationUs":%d,"bytes":%d,"connectErrors":%d,"readErrors":%d,"writeErrors":%d,' ..
    '"non2xx":%d,"timeouts":%d,"meanUs":%.1f,"maxUs":%d,"p50Us":%d,"p90Us":%d,"p95Us":%d,' ..
    '"p97_5Us":%d,"p99Us":%d,"repeated":%d}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status,
    e.timeout, latency.mean, latency.max, latency:percentile(50), latency:percentile(90),
    latency:percentile(95), latency:percentile(97.5), latency:percentile(99), repeated_total))
  out:close()
end
