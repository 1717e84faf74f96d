print("townhall")
