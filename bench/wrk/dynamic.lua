-- Distinct requests for wrk (bench/wrk.ts): the paths in WRK_PATHS (one per line); with
-- WRK_BODIES (one JSON body per line) every request is a POST with its own Idempotency-Key, so
-- each one is a new order.
-- Without WRK_ONCE each thread walks the paths round and round from its own starting point. With
-- WRK_ONCE=1 the threads (WRK_THREADS of them) share the list out, thread n taking the paths n,
-- n + WRK_THREADS, …, so no path is asked twice in the run; a request past the end of the list
-- starts it again and is counted in `repeated`, which bench/wrk/report.lua reports.
local thread_count = 0
threads = {}
function setup(thread)
  thread_count = thread_count + 1
  thread:set("thread_number", thread_count)
  table.insert(threads, thread)
end

local paths, bodies, sent, run = {}, nil, 0, os.getenv("WRK_RUN") or tostring(os.time())
local once, step = os.getenv("WRK_ONCE") == "1", tonumber(os.getenv("WRK_THREADS") or "1")
repeated = 0
function init(args)
  for line in io.lines(os.getenv("WRK_PATHS")) do paths[#paths + 1] = line end
  local body_file = os.getenv("WRK_BODIES")
  if body_file and body_file ~= "" then
    bodies = {}
    for line in io.lines(body_file) do bodies[#bodies + 1] = line end
  end
  if once then
    sent = thread_number - 1 - step
  else
    -- Threads start far apart in the list, so they do not ask the same thing at the same moment.
    sent = math.floor((thread_number - 1) * #paths / 2)
  end
end

function request()
  local path
  if once then
    sent = sent + step
    if sent >= #paths then repeated = repeated + 1 end
    path = paths[(sent % #paths) + 1]
  else
    sent = sent + 1
    path = paths[(sent % #paths) + 1]
  end
  if bodies == nil then return wrk.format("GET", path) end
  return wrk.format("POST", path, {
    ["Content-Type"] = "application/json",
    ["Idempotency-Key"] = string.format("bench-%s-%d-%d", run, thread_number, sent),
  }, bodies[(sent % #bodies) + 1])
end
