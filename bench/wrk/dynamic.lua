-- Distinct requests for wrk (bench/wrk.ts): each thread walks the paths in WRK_PATHS (one per
-- line) from its own starting point; with WRK_BODIES (one JSON body per line) every request is a
-- POST with its own Idempotency-Key, so each one is a new order.
local thread_count = 0
function setup(thread)
  thread_count = thread_count + 1
  thread:set("thread_number", thread_count)
end

local paths, bodies, sent, run = {}, nil, 0, os.getenv("WRK_RUN") or tostring(os.time())
function init(args)
  for line in io.lines(os.getenv("WRK_PATHS")) do paths[#paths + 1] = line end
  local body_file = os.getenv("WRK_BODIES")
  if body_file and body_file ~= "" then
    bodies = {}
    for line in io.lines(body_file) do bodies[#bodies + 1] = line end
  end
  -- Threads start far apart in the list, so they do not ask the same thing at the same moment.
  sent = math.floor((thread_number - 1) * #paths / 2)
end

function request()
  sent = sent + 1
  local path = paths[(sent % #paths) + 1]
  if bodies == nil then return wrk.format("GET", path) end
  return wrk.format("POST", path, {
    ["Content-Type"] = "application/json",
    ["Idempotency-Key"] = string.format("bench-%s-%d-%d", run, thread_number, sent),
  }, bodies[(sent % #bodies) + 1])
end
