-- One story about the meeting code (issue 26 item 4): the default meeting-point texts name the
-- airport and terminal and describe the place only; the officer shows their ID first and the
-- traveller tells the code, a story the app adds from one copy. A row still holding its earlier
-- default text gets the new one; a row an admin edited keeps its words, minus the old sentence
-- that had the officer give the code.
UPDATE "meeting_points" SET "description" = 'Murtala Muhammed International Airport, Lagos, international terminal: at the aircraft door, or at the top of the air bridge as passengers leave the aircraft.', "updated_at" = now()
  WHERE "terminal" = 'International' AND "service_type" = 'arrival'
    AND "description" = 'At the aircraft door, or at the top of the air bridge as you leave the aircraft. Your officer wears a FastTrack lanyard with a photo ID and will give you your meeting code.';
--> statement-breakpoint
UPDATE "meeting_points" SET "description" = 'Murtala Muhammed International Airport, Lagos, international terminal: departure hall, ground floor, beside the information desk opposite the main entrance doors.', "updated_at" = now()
  WHERE "terminal" = 'International' AND "service_type" = 'departure'
    AND "description" = 'Departure hall, ground floor, beside the information desk opposite the main entrance doors. Your officer wears a FastTrack lanyard with a photo ID and will give you your meeting code.';
--> statement-breakpoint
UPDATE "meeting_points" SET "description" = 'Murtala Muhammed International Airport, Lagos, domestic terminal: at the aircraft door, or at the foot of the aircraft steps as passengers leave the aircraft.', "updated_at" = now()
  WHERE "terminal" = 'Domestic' AND "service_type" = 'arrival'
    AND "description" = 'At the aircraft door, or at the foot of the aircraft steps as you leave the aircraft. Your officer wears a FastTrack lanyard with a photo ID and will give you your meeting code.';
--> statement-breakpoint
UPDATE "meeting_points" SET "description" = 'Murtala Muhammed International Airport, Lagos, domestic terminal: departure hall, beside the airline check-in area entrance, next to the information desk.', "updated_at" = now()
  WHERE "terminal" = 'Domestic' AND "service_type" = 'departure'
    AND "description" = 'Domestic terminal departure hall, beside the airline check-in area entrance, next to the information desk. Your officer wears a FastTrack lanyard with a photo ID and will give you your meeting code.';
--> statement-breakpoint
UPDATE "meeting_points" SET "description" = 'Murtala Muhammed International Airport, Lagos, MMA2 terminal: at the aircraft door, or at the top of the arrival walkway as passengers leave the aircraft.', "updated_at" = now()
  WHERE "terminal" = 'MMA2' AND "service_type" = 'arrival'
    AND "description" = 'At the aircraft door, or at the top of the arrival walkway as you leave the aircraft. Your officer wears a FastTrack lanyard with a photo ID and will give you your meeting code.';
--> statement-breakpoint
UPDATE "meeting_points" SET "description" = 'Murtala Muhammed International Airport, Lagos, MMA2 terminal: departure hall, inside the main entrance, beside the information desk before the check-in counters.', "updated_at" = now()
  WHERE "terminal" = 'MMA2' AND "service_type" = 'departure'
    AND "description" = 'MMA2 departure hall, inside the main entrance, beside the information desk before the check-in counters. Your officer wears a FastTrack lanyard with a photo ID and will give you your meeting code.';
--> statement-breakpoint
UPDATE "meeting_points" SET "description" = trim(replace("description", 'Your officer wears a FastTrack lanyard with a photo ID and will give you your meeting code.', '')), "updated_at" = now()
  WHERE "description" LIKE '%will give you your meeting code.%'
    AND length(trim(replace("description", 'Your officer wears a FastTrack lanyard with a photo ID and will give you your meeting code.', ''))) > 0;
