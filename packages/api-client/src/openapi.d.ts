/**
 * Generated from the FastTrack LOS API's OpenAPI document (GET /api/openapi.json) by
 * openapi-typescript. Do not edit: run `npm run openapi:client`.
 */
export interface paths {
    "/api/auth/check-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether an account uses this e-mail (10 a minute per IP) */
        post: operations["checkUserExists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a password-reset link (same answer whether or not the account exists) */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password (10 a minute per IP, 100 failures an hour per account) */
        post: operations["logIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: revoke the session (works with an expired access token, or the refresh token alone) */
        post: operations["logOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update the profile: firstName, lastName, phone, dateOfBirth, nationality, marketingConsent */
        patch: operations["updateCurrentUser"];
        trace?: never;
    };
    "/api/auth/me/profile-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload the profile picture: the raw JPEG, PNG or WebP file as the body, at most 5 MB */
        put: operations["uploadMyProfileImage"];
        post?: never;
        /** Remove the profile picture */
        delete: operations["deleteMyProfileImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange a refresh token for a new pair (rotation; a reused token revokes its session) */
        post: operations["refreshSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a customer account and sign in (5 a minute per IP) */
        post: operations["registerCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the e-mailed token; ends every session and signs in */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One booking (with its meeting code for the owner) */
        get: operations["getBooking"];
        put?: never;
        post?: never;
        /** Cancel the booking; the answer says which refund rule applied */
        delete: operations["cancelBooking"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A booking's calls, newest first: who placed each, when, its status and duration */
        get: operations["listBookingCalls"];
        put?: never;
        /** Call the other side of a service through the business number: the assigned officer calls the traveller, the traveller their officer; the caller's phone rings first */
        post: operations["createBookingCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The masked chat of a booking */
        get: operations["listBookingChat"];
        put?: never;
        /** Send a chat message (phone numbers and e-mail addresses are masked) */
        post: operations["sendChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/complete-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Settle the booking from a verified payment (idempotent) */
        post: operations["completeBookingPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/disruption-choice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a cancelled or diverted flight: a full refund now, or keep the booking for the new flight (named: moved at once when it can be served) */
        post: operations["recordFlightDisruptionChoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/extras": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The booking's add-on lines: confirmation, delivery and refund of each */
        get: operations["getBookingExtras"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The service as the traveller sees it */
        get: operations["getBookingLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/officer-photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The officer's photo, once the officer card is shown */
        get: operations["getBookingOfficerPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rate a completed service 1 to 5, once, within 14 days */
        post: operations["rateService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/receipt.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PDF receipt of a paid booking (owner only) */
        get: operations["getBookingReceiptPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the booking status (customers may only cancel) */
        put: operations["updateBookingStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The service plan for a flight, and whether it can be booked now */
        get: operations["getBookingAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a booking, priced by the server (optional Idempotency-Key header) */
        post: operations["createBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's bookings, newest first */
        get: operations["listMyBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public settings for the web app */
        get: operations["getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credits/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Loyalty credits: balance, reserved, next expiry and every entry, newest first */
        get: operations["getMyCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flights/search/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A flight an earlier search returned, by its reference (bookingReference) */
        get: operations["getFlight"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flights/search/number/{flightNumber}/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find one flight at an airport we serve by flight number and departure date */
        get: operations["searchFlightsByNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flights/search/route/{departure}/{arrival}/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find flights at an airport we serve between two places (IATA code, city or airport name) on a date */
        get: operations["searchFlightsByRoute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database check */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an invitation link offers: organisation, role, e-mail, and whether it still works */
        get: operations["getOrganisationInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join the organisation with the invited role (signed in with the invited e-mail) */
        post: operations["confirmOrganisationInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads/capture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Capture a visitor e-mail with the flight they searched */
        post: operations["captureLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-Sent Events of a booking, an officer or the board */
        get: operations["openLiveStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A 60-second ticket that opens one live stream */
        post: operations["createLiveTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unread chat messages per booking of the signed-in traveller */
        get: operations["getUnreadChatCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officer/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in officer's confirmed and completed services today and tomorrow (Lagos dates) */
        get: operations["listOfficerServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officer/services/{id}/extras/{lineIndex}/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark an add-on line delivered or not (not delivered refunds it); a replay of the same clientId changes nothing */
        post: operations["recordExtraDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officer/services/{id}/milestones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record the next milestone of a service, or a no-show (check-in opens before the meeting time); a replay of the same clientId is recorded once */
        post: operations["recordMilestone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officer/services/{id}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Milestones of a service and the state of its meeting code */
        get: operations["getServiceProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officer/services/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the meeting code the traveller tells the officer; a replay of the same clientId is decided once */
        post: operations["verifyMeetingCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/airports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every served airport, open for sale or not, with its terminals, by IATA code (dispatcher, admin) */
        get: operations["listServedAirports"];
        put?: never;
        /** Serve an airport: its ICAO code, currency and whether it is open for sale; the curated airport is added when missing, kept when it exists (admin) */
        post: operations["createServedAirport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/airports/{iata}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a served airport's codes, place or time zone, or open or close it for sale (admin) */
        patch: operations["updateServedAirport"];
        trace?: never;
    };
    "/api/ops/airports/{iata}/add-ons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an add-on to a served airport (price in USD cents per unit; a unit size only per block of bags or per vehicle); bookings made from now on can buy it (admin) */
        post: operations["createAirportAddOn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/airports/{iata}/add-ons/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change an airport's add-on (any field but its code; active false stops its sale); bookings already made keep their lines (admin) */
        patch: operations["updateAirportAddOn"];
        trace?: never;
    };
    "/api/ops/airports/{iata}/extras": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A served airport's add-ons (prices in USD cents per unit) and packages, inactive ones included, in the order the booking form shows them (dispatcher, admin) */
        get: operations["getAirportExtras"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/airports/{iata}/meeting-points/{terminal}/{serviceType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the meeting point text of a served airport's terminal and service type (admin) */
        put: operations["setMeetingPoint"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/airports/{iata}/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a package to a served airport: the service with some of the airport's add-ons, shown as a card on the booking form (admin) */
        post: operations["createAirportPackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/airports/{iata}/packages/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change an airport's package (items, when given, replace its items as a whole; active false stops its sale); bookings already made keep their lines (admin) */
        patch: operations["updateAirportPackage"];
        trace?: never;
    };
    "/api/ops/airports/{iata}/price-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a version of a served airport's price for a service type, in force from its start (default now, never in the past); bookings already made keep theirs (admin) */
        post: operations["createAirportPriceList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/airports/{iata}/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A served airport's pricing rules, every version of its prices (newest first) and the default prices in USD cents (dispatcher, admin) */
        get: operations["getAirportPricing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/airports/{iata}/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a served airport's pricing rules: minimum notice, urgent and night surcharges and their windows; bookings made from now on take them (admin) */
        patch: operations["updateAirportRules"];
        trace?: never;
    };
    "/api/ops/airports/{iata}/terminals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a terminal to a served airport; answers the airport (admin) */
        post: operations["createAirportTerminal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/airports/{iata}/terminals/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a terminal and its meeting points; refused (409) while an officer of the airport works in it (admin) */
        delete: operations["deleteAirportTerminal"];
        options?: never;
        head?: never;
        /** Change what a terminal handles (international, domestic) or its order; answers the airport (admin) */
        patch: operations["updateAirportTerminal"];
        trace?: never;
    };
    "/api/ops/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The day board of a Lagos date: bookings in meeting-time order and officers per hour */
        get: operations["getOpsBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/bookings/{id}/assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assign an officer to a confirmed booking, or replace one (refused once its officer has checked in) */
        post: operations["assignOfficer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/bookings/{id}/assignments/{officerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an officer from a booking (refused once its officer has checked in) */
        delete: operations["unassignOfficer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/bookings/{id}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A booking's staff audit trail, oldest first (admin) */
        get: operations["getBookingAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a booking at any stage, with a reason (audited); its officers are told live */
        post: operations["cancelBookingAsDispatcher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/bookings/{id}/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Officers who could take this booking now, best first */
        get: operations["listAssignmentCandidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/bookings/{id}/extras/{lineIndex}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an add-on line (a line confirmed already answers as it stands) */
        post: operations["confirmExtra"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/bookings/{id}/extras/{lineIndex}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline an add-on line: its refund is decided and made by itself; a second decline is 409 */
        post: operations["recordExtraDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/bookings/{id}/gate-override": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record check-in or a no-show before its time, with a reason (audited) */
        post: operations["recordMilestoneEarly"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/bookings/{id}/meeting-code/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlock a meeting code locked by five wrong tries */
        post: operations["unlockMeetingCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/bookings/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a confirmed booking to another dated flight (the traveller was re-booked) */
        post: operations["moveBookingToFlight"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/bookings/{id}/step-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record the next step of a service under way for its officer, with a reason (audited); 'met' needs the meeting code */
        post: operations["recordStepForOfficer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Loyalty settings and the outstanding credits total (admin) */
        get: operations["getCreditsOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/credits/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add or take credits on one traveller's account, with a reason (admin, audited) */
        post: operations["adjustCredits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/credits/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the loyalty settings (admin, audited) */
        put: operations["updateLoyaltySettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/extras/waiting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** On-request add-on lines of paid, confirmed bookings waiting for an answer, oldest order first */
        get: operations["listWaitingExtras"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/invoices/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a Lagos month: one invoice per organisation with something to bill; run again, it changes nothing (admin, audited) */
        post: operations["createMonthInvoices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/meeting-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Meeting points per airport, terminal and service type; `airport` keeps one airport (dispatcher, admin) */
        get: operations["listMeetingPoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/officers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every officer, active or not, of one served airport when `airport` is given (dispatcher, admin) */
        get: operations["listOfficers"];
        put?: never;
        /** Create an officer and its account; answers a one-time password, shown once (dispatcher, admin) */
        post: operations["createOfficer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/officers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit an officer's details, badge number, languages, airport, terminals or active flag (dispatcher, admin) */
        patch: operations["updateOfficer"];
        trace?: never;
    };
    "/api/ops/officers/{id}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An officer's photo (staff only) */
        get: operations["getOfficerPhoto"];
        /** Upload an officer's photo: the raw JPEG, PNG or WebP file, at most 5 MB (dispatcher, admin) */
        put: operations["uploadOfficerPhoto"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/organisations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Organisations, applications first; optionally one status (admin) */
        get: operations["listOrganisationsForAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/organisations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One organisation with its owners and member count (admin) */
        get: operations["getOrganisationForAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/organisations/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve an application with its payment terms (admin, audited; the owners are e-mailed) */
        post: operations["setOrganisationApproved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/organisations/{id}/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a commission payout to a travel agency: reference, naira kobo, Lagos date (admin, audited) */
        post: operations["recordCommissionPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/organisations/{id}/reinstate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reinstate a suspended organisation (admin, audited) */
        post: operations["setOrganisationReinstated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/organisations/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend an organisation: nobody books for it until reinstated (admin, audited) */
        post: operations["setOrganisationSuspended"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/organisations/{id}/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the payment terms, credit limit, days to pay and commission (admin, audited) */
        put: operations["setOrganisationTerms"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each officer's average rating, every rating of 3 or less, and the latest comments */
        get: operations["listOfficerRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/reports/export/{table}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A table of the work or quality report as CSV, times in WAT */
        get: operations["exportOperationalReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/reports/export/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every booking whose meeting time is in the range, as CSV (streamed) */
        get: operations["exportBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/reports/export/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Loyalty credits by day as CSV: earned, applied, reversed, expired, adjusted (USD) */
        get: operations["exportCreditsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/reports/export/money": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The money report as CSV: amounts in major units, dates in WAT */
        get: operations["exportMoneyReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/reports/export/revenue-lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Net revenue by airport and kind of price line as CSV (USD and NGN) */
        get: operations["exportRevenueByLine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/reports/money": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bookings paid, NGN collected, USD equivalent and refunds by Lagos day and service type */
        get: operations["getMoneyReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/reports/quality": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ratings by score, per officer, and the latest comments under 4 */
        get: operations["getQualityReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/reports/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Match our Paystack payments of a range of Lagos dates with Paystack's transactions, and record the run */
        post: operations["createReconciliation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/reports/reconciliation/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The differences of a reconciliation run as CSV */
        get: operations["exportReconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/reports/reconciliation/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest reconciliation with Paystack (null before the first) */
        get: operations["getLatestReconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/reports/work": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Services by terminal and hour, officer utilisation, on-time rate, no-shows and capacity refusals */
        get: operations["getWorkReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/shifts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shifts overlapping Lagos dates from..to (at most 31 days), of one officer or one airport when given */
        get: operations["listShifts"];
        put?: never;
        /** Add a shift (409 when it overlaps another of the officer) */
        post: operations["createShift"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/shifts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a shift; the assignments it covered are released */
        delete: operations["deleteShift"];
        options?: never;
        head?: never;
        /** Move a shift's start and end; assignments it no longer covers are released */
        patch: operations["moveShift"];
        trace?: never;
    };
    "/api/ops/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff accounts by role (admin, dispatcher, officer), then by name (admin) */
        get: operations["listStaffAccounts"];
        put?: never;
        /** Create an officer, dispatcher or admin account; answers a one-time password, shown once (admin) */
        post: operations["createStaffAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/staff/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivate a staff account and end its sessions (admin; not your own) */
        post: operations["deactivateStaffAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisations I belong to, with my role in each */
        get: operations["listMyOrganisations"];
        put?: never;
        /** Apply for a business account: a travel agency or a company (you become its owner) */
        post: operations["createOrganisationApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{organisationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An organisation as its member sees it: facts, terms (read-only) and settings */
        get: operations["getOrganisation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the billing e-mail and address and the required booking fields (owner, admin) */
        patch: operations["updateOrganisationSettings"];
        trace?: never;
    };
    "/api/organisations/{organisationId}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's API keys, newest first, by prefix only (owner, admin) */
        get: operations["listApiKeys"];
        put?: never;
        /** Make an API key with its scopes; the whole key is answered this once (owner, admin) */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{organisationId}/api-keys/{apiKeyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key: it stops working at once (owner, admin) */
        delete: operations["deleteApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{organisationId}/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's bookings, newest first, by passenger, status, Lagos dates and cost centre (a traveller member: theirs) */
        get: operations["listOrganisationBookings"];
        put?: never;
        /** Book for a passenger of the organisation (optional Idempotency-Key): confirmed on account when the organisation's invoice terms allow, else pending for a card */
        post: operations["createOrganisationBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{organisationId}/bookings.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's bookings of the list's filters as CSV (UTF-8 with BOM) */
        get: operations["exportOrganisationBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{organisationId}/bookings/{bookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the organisation's bookings: live status, officer and meeting point (never the meeting code) */
        get: operations["getOrganisationBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{organisationId}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invitations not yet accepted, withdrawn or expired (owner, admin) */
        get: operations["listOrganisationInvitations"];
        put?: never;
        /** Invite someone by e-mail with a role; the signed link works 7 days (owner, admin) */
        post: operations["createOrganisationInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{organisationId}/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw an open invitation: its link stops working (owner, admin) */
        delete: operations["deleteOrganisationInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{organisationId}/invitations/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite many from CSV text (header email,role; at most 200 rows): one answer per row */
        post: operations["createOrganisationInvitationsFromCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{organisationId}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's invoices, newest first (owner, admin, finance) */
        get: operations["listOrganisationInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{organisationId}/invoices/{invoiceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One invoice with its lines: services, credits and VAT (owner, admin, finance) */
        get: operations["getOrganisationInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{organisationId}/invoices/{invoiceId}/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invoice as CSV, amounts in naira (owner, admin, finance) */
        get: operations["getOrganisationInvoiceCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{organisationId}/invoices/{invoiceId}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Where the invoice is paid: its Paystack payment request's page (owner, admin, finance) */
        post: operations["payOrganisationInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{organisationId}/invoices/{invoiceId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invoice as PDF (owner, admin, finance) */
        get: operations["getOrganisationInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{organisationId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members: name, e-mail and role (owner, admin) */
        get: operations["listOrganisationMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{organisationId}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member, or leave (never the last owner) */
        delete: operations["deleteOrganisationMember"];
        options?: never;
        head?: never;
        /** Change a member's role (owner, admin; only an owner gives or takes the owner role) */
        patch: operations["updateOrganisationMemberRole"];
        trace?: never;
    };
    "/api/organisations/{organisationId}/passengers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's passengers by name; q searches name, phone and e-mail */
        get: operations["listOrganisationPassengers"];
        put?: never;
        /** Add a guest (name as on the passport, phone, e-mail) or a member to the list */
        post: operations["createOrganisationPassenger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{organisationId}/passengers/{passengerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a passenger from the list (their bookings keep their name) */
        delete: operations["deleteOrganisationPassenger"];
        options?: never;
        head?: never;
        /** Change a passenger's name, phone or e-mail */
        patch: operations["updateOrganisationPassenger"];
        trace?: never;
    };
    "/api/organisations/{organisationId}/passengers/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add or update passengers from CSV text (header full_name,phone,email; at most 200 rows) */
        post: operations["createOrganisationPassengersFromCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{organisationId}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's ledger for a range of Lagos dates with the running balance, and an agency's commission (owner, admin, finance) */
        get: operations["getOrganisationStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{organisationId}/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's webhook endpoints (owner, admin) */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /** Add a webhook endpoint; its signing secret is answered this once (owner, admin) */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{organisationId}/webhook-endpoints/{endpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook endpoint, without its secret (owner, admin) */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /** Remove a webhook endpoint and its delivery log (owner, admin) */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /** Change an endpoint's URL, description or event types, or enable or disable it (owner, admin) */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/api/organisations/{organisationId}/webhook-endpoints/{endpointId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An endpoint's deliveries, newest first, each with its attempts (owner, admin) */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{organisationId}/webhook-endpoints/{endpointId}/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resend a delivery now, with the same body and webhook-id (owner, admin) */
        post: operations["sendWebhookDeliveryAgain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{organisationId}/webhook-endpoints/{endpointId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the signing secret: the new one is answered once, the old one signs beside it for 24 hours (owner, admin) */
        post: operations["createWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{organisationId}/webhook-endpoints/{endpointId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a webhook.test event to the endpoint, signed as every delivery (owner, admin) */
        post: operations["sendWebhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's bookings: newest first, or with updatedSince those changed since, oldest change first (cursor pagination) */
        get: operations["listPartnerBookings"];
        put?: never;
        /** Book for a passenger as the organisation (Idempotency-Key required): confirmed on account when the organisation's invoice terms allow, else pending for a card */
        post: operations["createPartnerBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/bookings/{bookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the organisation's bookings: live status, officer and meeting point (never the meeting code) */
        get: operations["getPartnerBooking"];
        put?: never;
        post?: never;
        /** Cancel one of the organisation's bookings (Idempotency-Key required); the answer says which refund rule applied */
        delete: operations["cancelPartnerBooking"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/flights/search/number/{flightNumber}/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find one flight at LOS by flight number and departure date (bookings:read or bookings:write) */
        get: operations["searchPartnerFlightsByNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's invoices, newest first (invoices:read) */
        get: operations["listPartnerInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/invoices/{invoiceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the organisation's invoices with its lines (invoices:read) */
        get: operations["getPartnerInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/organisation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who the key is: its organisation, name, scopes and mode (any scope) */
        get: operations["getPartnerOrganisation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a booking of this flight, service and party costs now, in USD and NGN (holds nothing) */
        post: operations["createPartnerQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The key's organisation's webhook endpoints (scope webhooks:write) */
        get: operations["listPartnerWebhookEndpoints"];
        put?: never;
        /** Register a webhook endpoint; its signing secret is answered this once (scope webhooks:write) */
        post: operations["createPartnerWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/webhook-endpoints/{endpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a webhook endpoint of the key's organisation (scope webhooks:write) */
        delete: operations["deletePartnerWebhookEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pass/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The lead passenger's pass: meeting code, time and point, officer card (signed link) */
        get: operations["getPassengerPass"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pass/{token}/officer-photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The officer's photo on the lead passenger's pass, once the card shows */
        get: operations["getPassengerPassOfficerPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller’s payments, by id or reference */
        get: operations["getPaymentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/create-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a Stripe PaymentIntent (USD) for a pending booking */
        post: operations["createStripePaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's bookings with money: each one's money story and payment attempts */
        get: operations["listMyPaymentHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/paystack/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a Paystack (NGN) payment for a pending booking */
        post: operations["createPaystackPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/paystack/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a Paystack payment with Paystack and settle the booking */
        post: operations["verifyPaystackPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/paystack/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Paystack events (x-paystack-signature) */
        post: operations["receivePaystackWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe events (Stripe-Signature) */
        post: operations["receiveStripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's payments, newest first */
        get: operations["listMyPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unit price per passenger (USD) and exchange rate (NGN per USD) per service type */
        get: operations["getPricing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pricing/{serviceType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the price and exchange rate of a service type (admins) */
        put: operations["updatePricing"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The VAPID public key to subscribe this device with */
        get: operations["getPushKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Allow notifications on this device (the browser's PushSubscription) */
        post: operations["createPushSubscription"];
        /** Turn off notifications on this device (own subscriptions only) */
        delete: operations["deletePushSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a booking of this flight, service and party would cost if made now, line by line */
        post: operations["createQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/profile-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's profile picture (public; cache forever with the ?v= version from user.profileImage) */
        get: operations["getUserProfileImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete my account (password again): personal data erased, bookings kept anonymised */
        post: operations["deleteMyAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download my data: profile, bookings, payments, e-mails, chat and ratings as a JSON file */
        get: operations["exportMyData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Notification preferences: reminder and marketing e-mails, and texts per message and channel */
        get: operations["getNotificationPreferences"];
        /** Save notification preferences (transactional e-mails always go; `channels` left out keeps the saved choices) */
        put: operations["updateNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's phone for texts: the number, verified, STOP */
        get: operations["getPhoneStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/phone/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a 6-digit code by SMS to the account's phone, or to `phone` */
        post: operations["sendPhoneCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/phone/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enter the code from the text: the number is verified (and becomes the account phone) */
        post: operations["verifyPhoneCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/twilio/calls/{callId}/dial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Twilio says how the <Dial> to the other side ended */
        post: operations["receiveCallDial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/twilio/calls/{callId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Twilio status callback: a call's progress and duration */
        post: operations["receiveCallStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/twilio/calls/{callId}/twiml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Twilio asks what to do once the first phone answers */
        post: operations["getCallTwiml"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/twilio/inbound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A text replied to the product number: STOP and START */
        post: operations["receiveTwilioInbound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/twilio/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Twilio status callback: a text was sent, delivered or failed */
        post: operations["receiveTwilioStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/flights/_status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Flight-data stand-in: report a flight delayed, cancelled or diverted (test switch) */
        post: operations["setSandboxFlightStatus"];
        /** Flight-data stand-in: clear one flight's switch (body { flightNumber, date }) or all */
        delete: operations["clearSandboxFlightStatus"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caught mail as a page, newest first (filter with ?to=) */
        get: operations["listCaughtMailPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/mail/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caught mail as JSON, newest first (filter with ?to=) */
        get: operations["listCaughtMail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/mail/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One message as a page: headers, attachments and the message in a sandboxed frame */
        get: operations["getCaughtMailPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/mail/messages/{id}/attachments/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One attachment of a message, as a download (its own media type) */
        get: operations["getCaughtMailAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/mail/messages/{id}/html": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One message's HTML part, as a mail client would show it */
        get: operations["getCaughtMailHtml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/mail/messages/{id}/text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One message's text part */
        get: operations["getCaughtMailText"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/paystack/_faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Paystack stand-in: make the next calls time out, fail or answer late (test switch) */
        post: operations["setPaystackFaults"];
        /** Paystack stand-in: clear the fault switches */
        delete: operations["clearPaystackFaults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/paystack/checkout/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Paystack stand-in: the checkout page at authorization_url (card or bank transfer) */
        get: operations["openPaystackCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/paystack/checkout/{code}/bank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Paystack stand-in: pay by simulated bank transfer */
        post: operations["payPaystackCheckoutByBankTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/paystack/checkout/{code}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Paystack stand-in: leave the checkout without paying */
        get: operations["cancelPaystackCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/paystack/checkout/{code}/card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Paystack stand-in: pay by test card (form post from the checkout page) */
        post: operations["payPaystackCheckoutByCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/paystack/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Paystack stand-in: create a customer (or answer the one with this e-mail) */
        post: operations["createPaystackCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/paystack/customer/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Paystack stand-in: fetch a customer by code or id */
        get: operations["getPaystackCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/paystack/pay/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Paystack stand-in: the page where a payment request is paid (card or bank transfer) */
        get: operations["openPaystackPaymentRequestPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/paystack/pay/{code}/bank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Paystack stand-in: pay a payment request by simulated bank transfer */
        post: operations["payPaystackPaymentRequestByBankTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/paystack/pay/{code}/card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Paystack stand-in: pay a payment request by test card (form post from its page) */
        post: operations["payPaystackPaymentRequestByCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/paystack/paymentrequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Paystack stand-in: list payment requests, newest first (customer, status, perPage, page) */
        get: operations["listPaystackPaymentRequests"];
        put?: never;
        /** Paystack stand-in: create a payment request (paymentrequest.pending follows unless a draft) */
        post: operations["createPaystackPaymentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/paystack/paymentrequest/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Paystack stand-in: fetch a payment request by code or id */
        get: operations["getPaystackPaymentRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/paystack/paymentrequest/notify/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Paystack stand-in: send the customer a reminder of a payment request (recorded, not mailed) */
        post: operations["sendPaystackPaymentRequestNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/paystack/paymentrequest/verify/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Paystack stand-in: verify a payment request by code or id */
        get: operations["verifyPaystackPaymentRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/paystack/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Paystack stand-in: refund a successful transaction (refund.processed follows by webhook) */
        post: operations["createPaystackRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/paystack/transaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Paystack stand-in: list transactions created between from and to, a page at a time */
        get: operations["listPaystackTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/paystack/transaction/initialize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Paystack stand-in: initialize a transaction (authorization_url, access_code, reference) */
        post: operations["initializePaystackTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/paystack/transaction/verify/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Paystack stand-in: verify a transaction by its reference */
        get: operations["verifyPaystackTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/stripe/_faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe stand-in: make the next calls time out, fail or answer late (test switch) */
        post: operations["setStripeFaults"];
        /** Stripe stand-in: clear the fault switches */
        delete: operations["clearStripeFaults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/stripe/v1/payment_intents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe stand-in: create a PaymentIntent (form-encoded, Idempotency-Key honoured) */
        post: operations["createStripePaymentIntentStandIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/stripe/v1/payment_intents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stripe stand-in: retrieve a PaymentIntent */
        get: operations["retrieveStripePaymentIntent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/stripe/v1/payment_intents/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe stand-in: confirm a PaymentIntent with a test payment method */
        post: operations["confirmStripePaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/stripe/v1/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe stand-in: refund a succeeded PaymentIntent */
        post: operations["createStripeRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/texts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The texts the Twilio stand-in took, as a page, newest first (filter with ?to=), with a reply form */
        get: operations["listTextsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/texts/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The calls the Twilio stand-in placed, as JSON, newest first (filter with ?to=) */
        get: operations["listSandboxCalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/texts/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The texts as JSON, newest first (filter with ?to=, any channel) */
        get: operations["listTexts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/texts/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply as the traveller: the product's inbound webhook gets it, signed as Twilio signs it */
        post: operations["sendTextReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/twilio/2010-04-01/Accounts/{AccountSid}/Calls.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Twilio stand-in: the calls, newest first (To, From, ParentCallSid, Status filters) */
        get: operations["listTwilioCallsStandIn"];
        put?: never;
        /** Twilio stand-in: place a call (it rings, is answered, and runs the TwiML at Url) */
        post: operations["createTwilioCallStandIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/twilio/2010-04-01/Accounts/{AccountSid}/Calls/{Sid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Twilio stand-in: one call (…/Calls/{Sid}.json) */
        get: operations["getTwilioCallStandIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/twilio/2010-04-01/Accounts/{AccountSid}/Messages.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Twilio stand-in: the messages, newest first (To, From, DateSent>= filters) */
        get: operations["listTwilioMessagesStandIn"];
        put?: never;
        /** Twilio stand-in: send a message (SMS, or WhatsApp with whatsapp: addresses) */
        post: operations["createTwilioMessageStandIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/twilio/2010-04-01/Accounts/{AccountSid}/Messages/{Sid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Twilio stand-in: one message (…/Messages/{Sid}.json) */
        get: operations["getTwilioMessageStandIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Webhook inboxes as a page, newest first, with a button that makes one */
        get: operations["listSandboxWebhookInboxesPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/webhooks/inboxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Webhook inbox: make one; its receiving URL is the endpoint URL to register */
        post: operations["createSandboxWebhookInbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/webhooks/inboxes/{inboxId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Webhook inbox as a page: its receiving URL, then each message with its headers and body */
        get: operations["getSandboxWebhookInboxPage"];
        put?: never;
        /** Webhook inbox: the receiving URL; keeps the headers and the raw body, up to 64 KB */
        post: operations["receiveSandboxWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/webhooks/inboxes/{inboxId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Webhook inbox: what arrived, as JSON, newest first (the last 100) */
        get: operations["listSandboxWebhookMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "booking.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A booking was cancelled */
        post: operations["receiveBookingCancelledWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "booking.confirmed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A booking was confirmed: paid, or on account */
        post: operations["receiveBookingConfirmedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "booking.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A booking was made for the organisation */
        post: operations["receiveBookingCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "booking.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A refund of a booking was made */
        post: operations["receiveBookingRefundedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "booking.retimed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A booking's meeting time moved with its flight */
        post: operations["receiveBookingRetimedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "flight.disrupted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The booking's flight was cancelled or diverted */
        post: operations["receiveFlightDisruptedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.issued": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The month's invoice was issued */
        post: operations["receiveInvoiceIssuedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An invoice was paid */
        post: operations["receiveInvoicePaidWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "service.checked_in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The officer met the passenger and checked them in */
        post: operations["receiveServiceCheckedInWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "service.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The service was completed */
        post: operations["receiveServiceCompletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A test event, sent by "Send test event" */
        post: operations["receiveWebhookTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    checkUserExists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            exists: boolean;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    logIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            refreshToken: string;
                            token: string;
                            user: {
                                createdAt: string;
                                dateOfBirth: string;
                                email: string;
                                firstName: string;
                                /** Format: uuid */
                                id: string;
                                lastName: string;
                                marketingConsent: boolean;
                                nationality: string;
                                phone: string;
                                profileImage: string | null;
                                /** @enum {string} */
                                role: "customer" | "officer" | "dispatcher" | "admin";
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    logOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken?: string;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            dateOfBirth: string;
                            email: string;
                            firstName: string;
                            /** Format: uuid */
                            id: string;
                            lastName: string;
                            marketingConsent: boolean;
                            nationality: string;
                            phone: string;
                            profileImage: string | null;
                            /** @enum {string} */
                            role: "customer" | "officer" | "dispatcher" | "admin";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    updateCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    dateOfBirth?: string;
                    firstName?: string;
                    lastName?: string;
                    marketingConsent?: boolean;
                    /** @enum {string} */
                    nationality?: "Nigerian" | "American" | "British" | "Canadian" | "Australian" | "German" | "French" | "Other";
                    phone?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            dateOfBirth: string;
                            email: string;
                            firstName: string;
                            /** Format: uuid */
                            id: string;
                            lastName: string;
                            marketingConsent: boolean;
                            nationality: string;
                            phone: string;
                            profileImage: string | null;
                            /** @enum {string} */
                            role: "customer" | "officer" | "dispatcher" | "admin";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    uploadMyProfileImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The image file (at most 5 MB) */
        requestBody: {
            content: {
                "image/jpeg": string;
                "image/png": string;
                "image/webp": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            dateOfBirth: string;
                            email: string;
                            firstName: string;
                            /** Format: uuid */
                            id: string;
                            lastName: string;
                            marketingConsent: boolean;
                            nationality: string;
                            phone: string;
                            profileImage: string | null;
                            /** @enum {string} */
                            role: "customer" | "officer" | "dispatcher" | "admin";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    deleteMyProfileImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            dateOfBirth: string;
                            email: string;
                            firstName: string;
                            /** Format: uuid */
                            id: string;
                            lastName: string;
                            marketingConsent: boolean;
                            nationality: string;
                            phone: string;
                            profileImage: string | null;
                            /** @enum {string} */
                            role: "customer" | "officer" | "dispatcher" | "admin";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    refreshSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            refreshToken: string;
                            token: string;
                            user: {
                                createdAt: string;
                                dateOfBirth: string;
                                email: string;
                                firstName: string;
                                /** Format: uuid */
                                id: string;
                                lastName: string;
                                marketingConsent: boolean;
                                nationality: string;
                                phone: string;
                                profileImage: string | null;
                                /** @enum {string} */
                                role: "customer" | "officer" | "dispatcher" | "admin";
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    registerCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    dateOfBirth: string;
                    email: string;
                    firstName: string;
                    lastName: string;
                    /** @default false */
                    marketingConsent?: boolean;
                    /** @enum {string} */
                    nationality: "Nigerian" | "American" | "British" | "Canadian" | "Australian" | "German" | "French" | "Other";
                    password: string & (unknown & unknown & unknown);
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            refreshToken: string;
                            token: string;
                            user: {
                                createdAt: string;
                                dateOfBirth: string;
                                email: string;
                                firstName: string;
                                /** Format: uuid */
                                id: string;
                                lastName: string;
                                marketingConsent: boolean;
                                nationality: string;
                                phone: string;
                                profileImage: string | null;
                                /** @enum {string} */
                                role: "customer" | "officer" | "dispatcher" | "admin";
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string & (unknown & unknown & unknown);
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            refreshToken: string;
                            token: string;
                            user: {
                                createdAt: string;
                                dateOfBirth: string;
                                email: string;
                                firstName: string;
                                /** Format: uuid */
                                id: string;
                                lastName: string;
                                marketingConsent: boolean;
                                nationality: string;
                                phone: string;
                                profileImage: string | null;
                                /** @enum {string} */
                                role: "customer" | "officer" | "dispatcher" | "admin";
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            booking: {
                                airportIata?: string;
                                bookingReference: string;
                                checkedInAt?: string | null;
                                contactPhone: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "USD";
                                disruptionChoice?: ("refund" | "keep") | null;
                                /** @description Naira per US dollar, as copied onto the booking (up to 4 decimals) */
                                exchangeRate: number;
                                flight: {
                                    airlineName: string;
                                    arrivalAirport: string;
                                    arrivalIata: string;
                                    arrivalTime: string;
                                    arrivalTimeZone?: string;
                                    bookingReference: string;
                                    departureAirport: string;
                                    departureIata: string;
                                    departureTime: string;
                                    departureTimeZone?: string;
                                    estimatedArrivalTime?: string | null;
                                    estimatedDepartureTime?: string | null;
                                    flightNumber: string;
                                    terminal: string | null;
                                };
                                flightCheckedAt: string | null;
                                flightDisruption: ("cancelled" | "diverted") | null;
                                flightStatus: string;
                                freeCancellationHours?: number;
                                holdExpiresAt: string | null;
                                /** Format: uuid */
                                id: string;
                                leadPassengerEmail?: string | null;
                                leadPassengerName: string | null;
                                meetingChange?: {
                                    fromFlightDisruption: ("cancelled" | "diverted") | null;
                                    fromFlightNumber: string | null;
                                    fromMeetingTime: string;
                                    /** @enum {string} */
                                    kind: "retimed" | "moved";
                                    toFlightNumber: string | null;
                                    toMeetingTime: string;
                                } | null;
                                meetingCode?: string;
                                meetingPoint: string | null;
                                meetingTime: string;
                                money: {
                                    /** @description Naira charged by card or bank transfer, kobo */
                                    chargedNgnKobo: number;
                                    /** @description Loyalty credits returned on cancellation, USD cents */
                                    creditsReturnedUsdCents: number;
                                    /** @description Loyalty credits applied to the booking, USD cents */
                                    creditsUsdCents: number;
                                    /** @description Naira refunded to the card or account, kobo */
                                    refundedNgnKobo: number;
                                    /** @description The booking price in NGN kobo at the booking rate */
                                    totalNgnKobo: number;
                                    /** @description The booking price in USD cents */
                                    totalUsdCents: number;
                                };
                                passengerCount: number;
                                /** @enum {string} */
                                paymentStatus: "pending" | "paid" | "failed" | "refunded";
                                priceLines?: {
                                    addOnCode?: string;
                                    amountUsdCents: number;
                                    extraMinutes?: number;
                                    /** @enum {string} */
                                    fulfilment?: "guaranteed" | "on_request";
                                    /** @enum {string} */
                                    kind: "service" | "urgent_surcharge" | "night_surcharge" | "add_on";
                                    label: string;
                                    packageName?: string;
                                    quantity: number;
                                    unit: string;
                                    unitPriceUsdCents: number;
                                }[];
                                refundStatus: ("pending" | "processing" | "processed" | "failed") | null;
                                requestedFlightNumber?: string | null;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                                serviceWindowEnd?: string;
                                specialRequests: string | null;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                                /** @description The booking total in US dollars (major units of `currency`) */
                                totalAmount: number;
                                /** @description The booking total in naira (major units), at the booking rate */
                                totalAmountNgn: number;
                                /** @description Price per passenger in US dollars (major units) */
                                unitPriceUsd: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    cancelBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            booking: {
                                airportIata?: string;
                                bookingReference: string;
                                checkedInAt?: string | null;
                                contactPhone: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "USD";
                                disruptionChoice?: ("refund" | "keep") | null;
                                /** @description Naira per US dollar, as copied onto the booking (up to 4 decimals) */
                                exchangeRate: number;
                                flight: {
                                    airlineName: string;
                                    arrivalAirport: string;
                                    arrivalIata: string;
                                    arrivalTime: string;
                                    arrivalTimeZone?: string;
                                    bookingReference: string;
                                    departureAirport: string;
                                    departureIata: string;
                                    departureTime: string;
                                    departureTimeZone?: string;
                                    estimatedArrivalTime?: string | null;
                                    estimatedDepartureTime?: string | null;
                                    flightNumber: string;
                                    terminal: string | null;
                                };
                                flightCheckedAt: string | null;
                                flightDisruption: ("cancelled" | "diverted") | null;
                                flightStatus: string;
                                freeCancellationHours?: number;
                                holdExpiresAt: string | null;
                                /** Format: uuid */
                                id: string;
                                leadPassengerEmail?: string | null;
                                leadPassengerName: string | null;
                                meetingChange?: {
                                    fromFlightDisruption: ("cancelled" | "diverted") | null;
                                    fromFlightNumber: string | null;
                                    fromMeetingTime: string;
                                    /** @enum {string} */
                                    kind: "retimed" | "moved";
                                    toFlightNumber: string | null;
                                    toMeetingTime: string;
                                } | null;
                                meetingCode?: string;
                                meetingPoint: string | null;
                                meetingTime: string;
                                money: {
                                    /** @description Naira charged by card or bank transfer, kobo */
                                    chargedNgnKobo: number;
                                    /** @description Loyalty credits returned on cancellation, USD cents */
                                    creditsReturnedUsdCents: number;
                                    /** @description Loyalty credits applied to the booking, USD cents */
                                    creditsUsdCents: number;
                                    /** @description Naira refunded to the card or account, kobo */
                                    refundedNgnKobo: number;
                                    /** @description The booking price in NGN kobo at the booking rate */
                                    totalNgnKobo: number;
                                    /** @description The booking price in USD cents */
                                    totalUsdCents: number;
                                };
                                passengerCount: number;
                                /** @enum {string} */
                                paymentStatus: "pending" | "paid" | "failed" | "refunded";
                                priceLines?: {
                                    addOnCode?: string;
                                    amountUsdCents: number;
                                    extraMinutes?: number;
                                    /** @enum {string} */
                                    fulfilment?: "guaranteed" | "on_request";
                                    /** @enum {string} */
                                    kind: "service" | "urgent_surcharge" | "night_surcharge" | "add_on";
                                    label: string;
                                    packageName?: string;
                                    quantity: number;
                                    unit: string;
                                    unitPriceUsdCents: number;
                                }[];
                                refundStatus: ("pending" | "processing" | "processed" | "failed") | null;
                                requestedFlightNumber?: string | null;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                                serviceWindowEnd?: string;
                                specialRequests: string | null;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                                /** @description The booking total in US dollars (major units of `currency`) */
                                totalAmount: number;
                                /** @description The booking total in naira (major units), at the booking rate */
                                totalAmountNgn: number;
                                /** @description Price per passenger in US dollars (major units) */
                                unitPriceUsd: number;
                            };
                            /** @enum {string} */
                            refund: "full" | "none";
                            /** @enum {string} */
                            rule: "full_refund" | "late_no_refund" | "unpaid_no_refund" | "flight_disrupted_refund" | "business_no_show" | "business_cancelled";
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listBookingCalls: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            calls: {
                                connected: boolean | null;
                                /** @enum {string} */
                                direction: "officer_to_traveller" | "traveller_to_officer";
                                durationSeconds: number | null;
                                endedAt: string | null;
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                placedAt: string;
                                placedBy: {
                                    name: string;
                                    /** @enum {string} */
                                    role: "officer" | "customer";
                                };
                                /** @enum {string} */
                                status: "queued" | "ringing" | "in-progress" | "completed" | "busy" | "failed" | "no-answer" | "canceled";
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createBookingCall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            call: {
                                connected: boolean | null;
                                /** @enum {string} */
                                direction: "officer_to_traveller" | "traveller_to_officer";
                                durationSeconds: number | null;
                                endedAt: string | null;
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                placedAt: string;
                                placedBy: {
                                    name: string;
                                    /** @enum {string} */
                                    role: "officer" | "customer";
                                };
                                /** @enum {string} */
                                status: "queued" | "ringing" | "in-progress" | "completed" | "busy" | "failed" | "no-answer" | "canceled";
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listBookingChat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            messages: {
                                body: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: uuid */
                                id: string;
                                mine: boolean;
                                senderName: string;
                                senderRole: string;
                            }[];
                            open: boolean;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    sendChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: {
                                body: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: uuid */
                                id: string;
                                mine: boolean;
                                senderName: string;
                                senderRole: string;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    completeBookingPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reference: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            booking: {
                                airportIata?: string;
                                bookingReference: string;
                                checkedInAt?: string | null;
                                contactPhone: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "USD";
                                disruptionChoice?: ("refund" | "keep") | null;
                                /** @description Naira per US dollar, as copied onto the booking (up to 4 decimals) */
                                exchangeRate: number;
                                flight: {
                                    airlineName: string;
                                    arrivalAirport: string;
                                    arrivalIata: string;
                                    arrivalTime: string;
                                    arrivalTimeZone?: string;
                                    bookingReference: string;
                                    departureAirport: string;
                                    departureIata: string;
                                    departureTime: string;
                                    departureTimeZone?: string;
                                    estimatedArrivalTime?: string | null;
                                    estimatedDepartureTime?: string | null;
                                    flightNumber: string;
                                    terminal: string | null;
                                };
                                flightCheckedAt: string | null;
                                flightDisruption: ("cancelled" | "diverted") | null;
                                flightStatus: string;
                                freeCancellationHours?: number;
                                holdExpiresAt: string | null;
                                /** Format: uuid */
                                id: string;
                                leadPassengerEmail?: string | null;
                                leadPassengerName: string | null;
                                meetingChange?: {
                                    fromFlightDisruption: ("cancelled" | "diverted") | null;
                                    fromFlightNumber: string | null;
                                    fromMeetingTime: string;
                                    /** @enum {string} */
                                    kind: "retimed" | "moved";
                                    toFlightNumber: string | null;
                                    toMeetingTime: string;
                                } | null;
                                meetingCode?: string;
                                meetingPoint: string | null;
                                meetingTime: string;
                                money: {
                                    /** @description Naira charged by card or bank transfer, kobo */
                                    chargedNgnKobo: number;
                                    /** @description Loyalty credits returned on cancellation, USD cents */
                                    creditsReturnedUsdCents: number;
                                    /** @description Loyalty credits applied to the booking, USD cents */
                                    creditsUsdCents: number;
                                    /** @description Naira refunded to the card or account, kobo */
                                    refundedNgnKobo: number;
                                    /** @description The booking price in NGN kobo at the booking rate */
                                    totalNgnKobo: number;
                                    /** @description The booking price in USD cents */
                                    totalUsdCents: number;
                                };
                                passengerCount: number;
                                /** @enum {string} */
                                paymentStatus: "pending" | "paid" | "failed" | "refunded";
                                priceLines?: {
                                    addOnCode?: string;
                                    amountUsdCents: number;
                                    extraMinutes?: number;
                                    /** @enum {string} */
                                    fulfilment?: "guaranteed" | "on_request";
                                    /** @enum {string} */
                                    kind: "service" | "urgent_surcharge" | "night_surcharge" | "add_on";
                                    label: string;
                                    packageName?: string;
                                    quantity: number;
                                    unit: string;
                                    unitPriceUsdCents: number;
                                }[];
                                refundStatus: ("pending" | "processing" | "processed" | "failed") | null;
                                requestedFlightNumber?: string | null;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                                serviceWindowEnd?: string;
                                specialRequests: string | null;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                                /** @description The booking total in US dollars (major units of `currency`) */
                                totalAmount: number;
                                /** @description The booking total in naira (major units), at the booking rate */
                                totalAmountNgn: number;
                                /** @description Price per passenger in US dollars (major units) */
                                unitPriceUsd: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    recordFlightDisruptionChoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    choice: "refund" | "keep";
                    flightBookingReference?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            booking: {
                                airportIata?: string;
                                bookingReference: string;
                                checkedInAt?: string | null;
                                contactPhone: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "USD";
                                disruptionChoice?: ("refund" | "keep") | null;
                                /** @description Naira per US dollar, as copied onto the booking (up to 4 decimals) */
                                exchangeRate: number;
                                flight: {
                                    airlineName: string;
                                    arrivalAirport: string;
                                    arrivalIata: string;
                                    arrivalTime: string;
                                    arrivalTimeZone?: string;
                                    bookingReference: string;
                                    departureAirport: string;
                                    departureIata: string;
                                    departureTime: string;
                                    departureTimeZone?: string;
                                    estimatedArrivalTime?: string | null;
                                    estimatedDepartureTime?: string | null;
                                    flightNumber: string;
                                    terminal: string | null;
                                };
                                flightCheckedAt: string | null;
                                flightDisruption: ("cancelled" | "diverted") | null;
                                flightStatus: string;
                                freeCancellationHours?: number;
                                holdExpiresAt: string | null;
                                /** Format: uuid */
                                id: string;
                                leadPassengerEmail?: string | null;
                                leadPassengerName: string | null;
                                meetingChange?: {
                                    fromFlightDisruption: ("cancelled" | "diverted") | null;
                                    fromFlightNumber: string | null;
                                    fromMeetingTime: string;
                                    /** @enum {string} */
                                    kind: "retimed" | "moved";
                                    toFlightNumber: string | null;
                                    toMeetingTime: string;
                                } | null;
                                meetingCode?: string;
                                meetingPoint: string | null;
                                meetingTime: string;
                                money: {
                                    /** @description Naira charged by card or bank transfer, kobo */
                                    chargedNgnKobo: number;
                                    /** @description Loyalty credits returned on cancellation, USD cents */
                                    creditsReturnedUsdCents: number;
                                    /** @description Loyalty credits applied to the booking, USD cents */
                                    creditsUsdCents: number;
                                    /** @description Naira refunded to the card or account, kobo */
                                    refundedNgnKobo: number;
                                    /** @description The booking price in NGN kobo at the booking rate */
                                    totalNgnKobo: number;
                                    /** @description The booking price in USD cents */
                                    totalUsdCents: number;
                                };
                                passengerCount: number;
                                /** @enum {string} */
                                paymentStatus: "pending" | "paid" | "failed" | "refunded";
                                priceLines?: {
                                    addOnCode?: string;
                                    amountUsdCents: number;
                                    extraMinutes?: number;
                                    /** @enum {string} */
                                    fulfilment?: "guaranteed" | "on_request";
                                    /** @enum {string} */
                                    kind: "service" | "urgent_surcharge" | "night_surcharge" | "add_on";
                                    label: string;
                                    packageName?: string;
                                    quantity: number;
                                    unit: string;
                                    unitPriceUsdCents: number;
                                }[];
                                refundStatus: ("pending" | "processing" | "processed" | "failed") | null;
                                requestedFlightNumber?: string | null;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                                serviceWindowEnd?: string;
                                specialRequests: string | null;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                                /** @description The booking total in US dollars (major units of `currency`) */
                                totalAmount: number;
                                /** @description The booking total in naira (major units), at the booking rate */
                                totalAmountNgn: number;
                                /** @description Price per passenger in US dollars (major units) */
                                unitPriceUsd: number;
                            };
                            move?: ("moved" | "requested") | null;
                            /** @enum {string} */
                            refund: "full" | "none";
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getBookingExtras: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            lines: {
                                addOnCode: string;
                                amountUsdCents: number;
                                /** @enum {string} */
                                confirmation: "awaiting" | "confirmed" | "declined";
                                /** @enum {string} */
                                delivery: "pending" | "delivered" | "not_delivered";
                                /** @enum {string} */
                                fulfilment: "guaranteed" | "on_request";
                                label: string;
                                lineIndex: number;
                                packageName: string | null;
                                quantity: number;
                                refund: {
                                    amountNgnKobo: number;
                                    /** @enum {string} */
                                    status: "pending" | "processing" | "processed" | "failed";
                                } | null;
                                unit: string;
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getBookingLive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            canRate: boolean;
                            chatOpen: boolean;
                            milestones: {
                                /** Format: date-time */
                                at: string;
                                /** @enum {string} */
                                milestone: "checked_in" | "met" | "immigration" | "baggage" | "check_in_security" | "completed" | "no_show";
                            }[];
                            officer: {
                                badgeNumber: string;
                                languages: string[];
                                name: string;
                                photoUrl: string | null;
                            } | null;
                            rating: {
                                comment: string | null;
                                score: number;
                            } | null;
                            unreadMessages: number;
                            verifiedOfficerName: string | null;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getBookingOfficerPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The officer's photo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    rateService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment?: string;
                    score: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            comment: string | null;
                            score: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getBookingReceiptPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    updateBookingStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            booking: {
                                airportIata?: string;
                                bookingReference: string;
                                checkedInAt?: string | null;
                                contactPhone: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "USD";
                                disruptionChoice?: ("refund" | "keep") | null;
                                /** @description Naira per US dollar, as copied onto the booking (up to 4 decimals) */
                                exchangeRate: number;
                                flight: {
                                    airlineName: string;
                                    arrivalAirport: string;
                                    arrivalIata: string;
                                    arrivalTime: string;
                                    arrivalTimeZone?: string;
                                    bookingReference: string;
                                    departureAirport: string;
                                    departureIata: string;
                                    departureTime: string;
                                    departureTimeZone?: string;
                                    estimatedArrivalTime?: string | null;
                                    estimatedDepartureTime?: string | null;
                                    flightNumber: string;
                                    terminal: string | null;
                                };
                                flightCheckedAt: string | null;
                                flightDisruption: ("cancelled" | "diverted") | null;
                                flightStatus: string;
                                freeCancellationHours?: number;
                                holdExpiresAt: string | null;
                                /** Format: uuid */
                                id: string;
                                leadPassengerEmail?: string | null;
                                leadPassengerName: string | null;
                                meetingChange?: {
                                    fromFlightDisruption: ("cancelled" | "diverted") | null;
                                    fromFlightNumber: string | null;
                                    fromMeetingTime: string;
                                    /** @enum {string} */
                                    kind: "retimed" | "moved";
                                    toFlightNumber: string | null;
                                    toMeetingTime: string;
                                } | null;
                                meetingCode?: string;
                                meetingPoint: string | null;
                                meetingTime: string;
                                money: {
                                    /** @description Naira charged by card or bank transfer, kobo */
                                    chargedNgnKobo: number;
                                    /** @description Loyalty credits returned on cancellation, USD cents */
                                    creditsReturnedUsdCents: number;
                                    /** @description Loyalty credits applied to the booking, USD cents */
                                    creditsUsdCents: number;
                                    /** @description Naira refunded to the card or account, kobo */
                                    refundedNgnKobo: number;
                                    /** @description The booking price in NGN kobo at the booking rate */
                                    totalNgnKobo: number;
                                    /** @description The booking price in USD cents */
                                    totalUsdCents: number;
                                };
                                passengerCount: number;
                                /** @enum {string} */
                                paymentStatus: "pending" | "paid" | "failed" | "refunded";
                                priceLines?: {
                                    addOnCode?: string;
                                    amountUsdCents: number;
                                    extraMinutes?: number;
                                    /** @enum {string} */
                                    fulfilment?: "guaranteed" | "on_request";
                                    /** @enum {string} */
                                    kind: "service" | "urgent_surcharge" | "night_surcharge" | "add_on";
                                    label: string;
                                    packageName?: string;
                                    quantity: number;
                                    unit: string;
                                    unitPriceUsdCents: number;
                                }[];
                                refundStatus: ("pending" | "processing" | "processed" | "failed") | null;
                                requestedFlightNumber?: string | null;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                                serviceWindowEnd?: string;
                                specialRequests: string | null;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                                /** @description The booking total in US dollars (major units of `currency`) */
                                totalAmount: number;
                                /** @description The booking total in naira (major units), at the booking rate */
                                totalAmountNgn: number;
                                /** @description Price per passenger in US dollars (major units) */
                                unitPriceUsd: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getBookingAvailability: {
        parameters: {
            query: {
                flightBookingReference: string;
                passengerCount: number;
                serviceType: "arrival" | "departure";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            available: boolean;
                            meetingPoint: string | null;
                            meetingTime: string;
                            officersNeeded: number;
                            /** @enum {string} */
                            serviceType: "arrival" | "departure";
                            unavailableCode: ("NOT_BOOKABLE" | "TOO_SOON" | "FULLY_BOOKED") | null;
                            unavailableMessage: string | null;
                            windowEnd: string;
                            windowStart: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createBooking: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addOns?: {
                        code: string;
                        quantity: number;
                    }[];
                    contactPhone?: string;
                    flightBookingReference: string;
                    leadPassengerEmail?: string;
                    leadPassengerName?: string;
                    packageCode?: string;
                    passengerCount: number;
                    /** @enum {string} */
                    serviceType: "arrival" | "departure";
                    specialRequirements?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            booking: {
                                airportIata?: string;
                                bookingReference: string;
                                checkedInAt?: string | null;
                                contactPhone: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "USD";
                                disruptionChoice?: ("refund" | "keep") | null;
                                /** @description Naira per US dollar, as copied onto the booking (up to 4 decimals) */
                                exchangeRate: number;
                                flight: {
                                    airlineName: string;
                                    arrivalAirport: string;
                                    arrivalIata: string;
                                    arrivalTime: string;
                                    arrivalTimeZone?: string;
                                    bookingReference: string;
                                    departureAirport: string;
                                    departureIata: string;
                                    departureTime: string;
                                    departureTimeZone?: string;
                                    estimatedArrivalTime?: string | null;
                                    estimatedDepartureTime?: string | null;
                                    flightNumber: string;
                                    terminal: string | null;
                                };
                                flightCheckedAt: string | null;
                                flightDisruption: ("cancelled" | "diverted") | null;
                                flightStatus: string;
                                freeCancellationHours?: number;
                                holdExpiresAt: string | null;
                                /** Format: uuid */
                                id: string;
                                leadPassengerEmail?: string | null;
                                leadPassengerName: string | null;
                                meetingChange?: {
                                    fromFlightDisruption: ("cancelled" | "diverted") | null;
                                    fromFlightNumber: string | null;
                                    fromMeetingTime: string;
                                    /** @enum {string} */
                                    kind: "retimed" | "moved";
                                    toFlightNumber: string | null;
                                    toMeetingTime: string;
                                } | null;
                                meetingCode?: string;
                                meetingPoint: string | null;
                                meetingTime: string;
                                money: {
                                    /** @description Naira charged by card or bank transfer, kobo */
                                    chargedNgnKobo: number;
                                    /** @description Loyalty credits returned on cancellation, USD cents */
                                    creditsReturnedUsdCents: number;
                                    /** @description Loyalty credits applied to the booking, USD cents */
                                    creditsUsdCents: number;
                                    /** @description Naira refunded to the card or account, kobo */
                                    refundedNgnKobo: number;
                                    /** @description The booking price in NGN kobo at the booking rate */
                                    totalNgnKobo: number;
                                    /** @description The booking price in USD cents */
                                    totalUsdCents: number;
                                };
                                passengerCount: number;
                                /** @enum {string} */
                                paymentStatus: "pending" | "paid" | "failed" | "refunded";
                                priceLines?: {
                                    addOnCode?: string;
                                    amountUsdCents: number;
                                    extraMinutes?: number;
                                    /** @enum {string} */
                                    fulfilment?: "guaranteed" | "on_request";
                                    /** @enum {string} */
                                    kind: "service" | "urgent_surcharge" | "night_surcharge" | "add_on";
                                    label: string;
                                    packageName?: string;
                                    quantity: number;
                                    unit: string;
                                    unitPriceUsdCents: number;
                                }[];
                                refundStatus: ("pending" | "processing" | "processed" | "failed") | null;
                                requestedFlightNumber?: string | null;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                                serviceWindowEnd?: string;
                                specialRequests: string | null;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                                /** @description The booking total in US dollars (major units of `currency`) */
                                totalAmount: number;
                                /** @description The booking total in naira (major units), at the booking rate */
                                totalAmountNgn: number;
                                /** @description Price per passenger in US dollars (major units) */
                                unitPriceUsd: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listMyBookings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            airportIata?: string;
                            bookingReference: string;
                            checkedInAt?: string | null;
                            contactPhone: string | null;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "USD";
                            disruptionChoice?: ("refund" | "keep") | null;
                            /** @description Naira per US dollar, as copied onto the booking (up to 4 decimals) */
                            exchangeRate: number;
                            flight: {
                                airlineName: string;
                                arrivalAirport: string;
                                arrivalIata: string;
                                arrivalTime: string;
                                arrivalTimeZone?: string;
                                bookingReference: string;
                                departureAirport: string;
                                departureIata: string;
                                departureTime: string;
                                departureTimeZone?: string;
                                estimatedArrivalTime?: string | null;
                                estimatedDepartureTime?: string | null;
                                flightNumber: string;
                                terminal: string | null;
                            };
                            flightCheckedAt: string | null;
                            flightDisruption: ("cancelled" | "diverted") | null;
                            flightStatus: string;
                            freeCancellationHours?: number;
                            holdExpiresAt: string | null;
                            /** Format: uuid */
                            id: string;
                            leadPassengerEmail?: string | null;
                            leadPassengerName: string | null;
                            meetingChange?: {
                                fromFlightDisruption: ("cancelled" | "diverted") | null;
                                fromFlightNumber: string | null;
                                fromMeetingTime: string;
                                /** @enum {string} */
                                kind: "retimed" | "moved";
                                toFlightNumber: string | null;
                                toMeetingTime: string;
                            } | null;
                            meetingCode?: string;
                            meetingPoint: string | null;
                            meetingTime: string;
                            money: {
                                /** @description Naira charged by card or bank transfer, kobo */
                                chargedNgnKobo: number;
                                /** @description Loyalty credits returned on cancellation, USD cents */
                                creditsReturnedUsdCents: number;
                                /** @description Loyalty credits applied to the booking, USD cents */
                                creditsUsdCents: number;
                                /** @description Naira refunded to the card or account, kobo */
                                refundedNgnKobo: number;
                                /** @description The booking price in NGN kobo at the booking rate */
                                totalNgnKobo: number;
                                /** @description The booking price in USD cents */
                                totalUsdCents: number;
                            };
                            passengerCount: number;
                            /** @enum {string} */
                            paymentStatus: "pending" | "paid" | "failed" | "refunded";
                            priceLines?: {
                                addOnCode?: string;
                                amountUsdCents: number;
                                extraMinutes?: number;
                                /** @enum {string} */
                                fulfilment?: "guaranteed" | "on_request";
                                /** @enum {string} */
                                kind: "service" | "urgent_surcharge" | "night_surcharge" | "add_on";
                                label: string;
                                packageName?: string;
                                quantity: number;
                                unit: string;
                                unitPriceUsdCents: number;
                            }[];
                            refundStatus: ("pending" | "processing" | "processed" | "failed") | null;
                            requestedFlightNumber?: string | null;
                            /** @enum {string} */
                            serviceType: "arrival" | "departure";
                            serviceWindowEnd?: string;
                            specialRequests: string | null;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                            /** @description The booking total in US dollars (major units of `currency`) */
                            totalAmount: number;
                            /** @description The booking total in naira (major units), at the booking rate */
                            totalAmountNgn: number;
                            /** @description Price per passenger in US dollars (major units) */
                            unitPriceUsd: number;
                        }[];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @default [] */
                            socialProviders: ("google" | "facebook")[];
                            testMode: boolean;
                            /** @default false */
                            texts: boolean;
                            version: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getMyCredits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            balanceUsdCents: number;
                            entries: {
                                amountUsdCents: number;
                                balanceUsdCents: number;
                                bookingId: string | null;
                                bookingReference: string | null;
                                createdAt: string;
                                description: string;
                                expiresAt: string | null;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "earn" | "redeem" | "release" | "reverse" | "expire" | "adjust";
                            }[];
                            expiries: {
                                amountUsdCents: number;
                                expiresAt: string;
                            }[];
                            nextExpiry: {
                                amountUsdCents: number;
                                expiresAt: string;
                            } | null;
                            reservedUsdCents: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getFlight: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            availableServices: ("arrival" | "departure")[];
                            bookingReference: string;
                            flightInfo: {
                                airlineIata: string;
                                airlineName: string;
                                arrivalAirportName: string;
                                arrivalCity: string;
                                arrivalIata: string;
                                arrivalTime: string;
                                arrivalTimeZone?: string;
                                departureAirportName: string;
                                departureCity: string;
                                departureIata: string;
                                departureTime: string;
                                departureTimeZone?: string;
                                flightNumber: string;
                                terminal: string | null;
                            };
                            notBookable?: {
                                /** @enum {string} */
                                code: "NOT_BOOKABLE" | "TOO_SOON";
                                message: string;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                            }[];
                            /** @enum {string} */
                            source: "schedule" | "provider";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    searchFlightsByNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                date: string;
                flightNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            availableServices: ("arrival" | "departure")[];
                            bookingReference: string;
                            flightInfo: {
                                airlineIata: string;
                                airlineName: string;
                                arrivalAirportName: string;
                                arrivalCity: string;
                                arrivalIata: string;
                                arrivalTime: string;
                                arrivalTimeZone?: string;
                                departureAirportName: string;
                                departureCity: string;
                                departureIata: string;
                                departureTime: string;
                                departureTimeZone?: string;
                                flightNumber: string;
                                terminal: string | null;
                            };
                            notBookable?: {
                                /** @enum {string} */
                                code: "NOT_BOOKABLE" | "TOO_SOON";
                                message: string;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                            }[];
                            /** @enum {string} */
                            source: "schedule" | "provider";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Bad Gateway */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    searchFlightsByRoute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                arrival: string;
                date: string;
                departure: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            availableServices: ("arrival" | "departure")[];
                            bookingReference: string;
                            flightInfo: {
                                airlineIata: string;
                                airlineName: string;
                                arrivalAirportName: string;
                                arrivalCity: string;
                                arrivalIata: string;
                                arrivalTime: string;
                                arrivalTimeZone?: string;
                                departureAirportName: string;
                                departureCity: string;
                                departureIata: string;
                                departureTime: string;
                                departureTimeZone?: string;
                                flightNumber: string;
                                terminal: string | null;
                            };
                            notBookable?: {
                                /** @enum {string} */
                                code: "NOT_BOOKABLE" | "TOO_SOON";
                                message: string;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                            }[];
                            /** @enum {string} */
                            source: "schedule" | "provider";
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Bad Gateway */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            database: "ok" | "down";
                            /** @enum {string} */
                            status: "ok" | "degraded" | "draining";
                            version: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            database: "ok" | "down";
                            /** @enum {string} */
                            status: "ok" | "degraded" | "draining";
                            version: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getOrganisationInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            expiresAt: string;
                            /** @enum {string} */
                            organisationKind: "travel_agency" | "company";
                            organisationName: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "arranger" | "finance" | "traveller";
                            /** @enum {string} */
                            state: "open" | "expired" | "revoked" | "accepted";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    confirmOrganisationInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "travel_agency" | "company";
                            legalName: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "arranger" | "finance" | "traveller";
                            /** @enum {string} */
                            status: "applied" | "approved" | "suspended";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    captureLead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    flightData: {
                        [key: string]: unknown;
                    };
                    /** @default flight_search */
                    source?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            source: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            source: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    openLiveStream: {
        parameters: {
            query?: {
                lastEventId?: string;
            };
            header?: {
                "last-event-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream (id, event, data: JSON) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createLiveTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    bookingId: string;
                } | {
                    /** @enum {string} */
                    scope: "board" | "officer";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            expiresAt: string;
                            ticket: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getUnreadChatCounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bookings: {
                                /** Format: uuid */
                                bookingId: string;
                                unread: number;
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listOfficerServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            services: {
                                airportIata?: string;
                                airportTimeZone: string;
                                bookingReference: string;
                                chatMessages?: number;
                                codeLocked?: boolean;
                                disruptionChoice?: ("refund" | "keep") | null;
                                extras: {
                                    addOnCode: string;
                                    amountUsdCents: number;
                                    /** @enum {string} */
                                    confirmation: "awaiting" | "confirmed" | "declined";
                                    /** @enum {string} */
                                    delivery: "pending" | "delivered" | "not_delivered";
                                    /** @enum {string} */
                                    fulfilment: "guaranteed" | "on_request";
                                    label: string;
                                    lineIndex: number;
                                    packageName: string | null;
                                    quantity: number;
                                    refund: {
                                        amountNgnKobo: number;
                                        /** @enum {string} */
                                        status: "pending" | "processing" | "processed" | "failed";
                                    } | null;
                                    unit: string;
                                }[];
                                flight: {
                                    airlineName: string;
                                    arrivalIata: string;
                                    arrivalTime: string;
                                    checkedAt: string | null;
                                    departureIata: string;
                                    departureTime: string;
                                    estimatedArrivalTime?: string | null;
                                    estimatedDepartureTime?: string | null;
                                    flightNumber: string;
                                    status: string;
                                    terminal: string | null;
                                };
                                flightDisruption: ("cancelled" | "diverted") | null;
                                holdExpiresAt?: string | null;
                                /** Format: uuid */
                                id: string;
                                lateCheckIn?: boolean;
                                leadPassenger: {
                                    name: string;
                                };
                                meetingPoint: string | null;
                                meetingTime: string;
                                needsOfficer: boolean;
                                officers: {
                                    badgeNumber: string;
                                    firstName: string;
                                    /** Format: uuid */
                                    id: string;
                                    lastName: string;
                                    phone: string;
                                }[];
                                officersNeeded: number;
                                passengerCount: number;
                                /** @enum {string} */
                                paymentStatus: "pending" | "paid" | "failed" | "refunded";
                                requestedFlight?: {
                                    date: string;
                                    flightNumber: string;
                                } | null;
                                /** @enum {string} */
                                serviceState?: "unpaid" | "waiting" | "checked_in" | "met" | "check_in_security" | "immigration" | "baggage" | "completed" | "no_show" | "cancelled" | "refunded" | "expired";
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                                specialRequests: string | null;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                                steppedIn?: boolean;
                                windowEnd: string;
                                windowStart: string;
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    recordExtraDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                lineIndex: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    clientId?: string;
                    delivered: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            line: {
                                addOnCode: string;
                                amountUsdCents: number;
                                /** @enum {string} */
                                confirmation: "awaiting" | "confirmed" | "declined";
                                /** @enum {string} */
                                delivery: "pending" | "delivered" | "not_delivered";
                                /** @enum {string} */
                                fulfilment: "guaranteed" | "on_request";
                                label: string;
                                lineIndex: number;
                                packageName: string | null;
                                quantity: number;
                                refund: {
                                    amountNgnKobo: number;
                                    /** @enum {string} */
                                    status: "pending" | "processing" | "processed" | "failed";
                                } | null;
                                unit: string;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    recordMilestone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    clientId?: string;
                    /** @enum {string} */
                    milestone: "checked_in" | "met" | "immigration" | "baggage" | "check_in_security" | "completed" | "no_show";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            bookingId: string;
                            /** Format: date-time */
                            checkInFrom: string;
                            codeLocked: boolean;
                            codeTriesLeft: number;
                            milestones: {
                                /** Format: date-time */
                                at: string;
                                /** @enum {string} */
                                milestone: "checked_in" | "met" | "immigration" | "baggage" | "check_in_security" | "completed" | "no_show";
                            }[];
                            next: ("checked_in" | "met" | "immigration" | "baggage" | "check_in_security" | "completed" | "no_show") | null;
                            /** Format: date-time */
                            noShowFrom: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getServiceProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            bookingId: string;
                            /** Format: date-time */
                            checkInFrom: string;
                            codeLocked: boolean;
                            codeTriesLeft: number;
                            milestones: {
                                /** Format: date-time */
                                at: string;
                                /** @enum {string} */
                                milestone: "checked_in" | "met" | "immigration" | "baggage" | "check_in_security" | "completed" | "no_show";
                            }[];
                            next: ("checked_in" | "met" | "immigration" | "baggage" | "check_in_security" | "completed" | "no_show") | null;
                            /** Format: date-time */
                            noShowFrom: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    verifyMeetingCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    clientId?: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            bookingId: string;
                            /** Format: date-time */
                            checkInFrom: string;
                            codeLocked: boolean;
                            codeTriesLeft: number;
                            milestones: {
                                /** Format: date-time */
                                at: string;
                                /** @enum {string} */
                                milestone: "checked_in" | "met" | "immigration" | "baggage" | "check_in_security" | "completed" | "no_show";
                            }[];
                            next: ("checked_in" | "met" | "immigration" | "baggage" | "check_in_security" | "completed" | "no_show") | null;
                            /** Format: date-time */
                            noShowFrom: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listServedAirports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            city: string;
                            country: string;
                            currency: string;
                            iata: string;
                            icao: string;
                            name: string;
                            openForSale: boolean;
                            terminals: {
                                domestic: boolean;
                                international: boolean;
                                name: string;
                                position: number;
                            }[];
                            timeZone: string;
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createServedAirport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    city: string;
                    country: string;
                    currency: string;
                    iata: string;
                    icao: string;
                    name: string;
                    /** @default false */
                    openForSale?: boolean;
                    timeZone: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            city: string;
                            country: string;
                            currency: string;
                            iata: string;
                            icao: string;
                            name: string;
                            openForSale: boolean;
                            terminals: {
                                domestic: boolean;
                                international: boolean;
                                name: string;
                                position: number;
                            }[];
                            timeZone: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    updateServedAirport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                iata: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    city?: string;
                    currency?: string;
                    icao?: string;
                    name?: string;
                    openForSale?: boolean;
                    timeZone?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            city: string;
                            country: string;
                            currency: string;
                            iata: string;
                            icao: string;
                            name: string;
                            openForSale: boolean;
                            terminals: {
                                domestic: boolean;
                                international: boolean;
                                name: string;
                                position: number;
                            }[];
                            timeZone: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createAirportAddOn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                iata: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    active?: boolean;
                    code: string;
                    /** @default  */
                    description?: string;
                    /** @enum {string} */
                    fulfilment: "guaranteed" | "on_request";
                    /** @default 0 */
                    leadTimeMinutes?: number;
                    maxQuantity: number;
                    name: string;
                    /** @default 0 */
                    position?: number;
                    serviceTypes: ("arrival" | "departure")[];
                    /** @enum {string} */
                    unit: "per_person" | "per_booking" | "per_bag_block" | "per_vehicle" | "per_extra_hour";
                    unitPriceUsdCents: number;
                    /** @default null */
                    unitSize?: number | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            addOn: {
                                active: boolean;
                                airportIata: string;
                                code: string;
                                description: string;
                                /** @enum {string} */
                                fulfilment: "guaranteed" | "on_request";
                                /** Format: uuid */
                                id: string;
                                leadTimeMinutes: number;
                                maxQuantity: number;
                                name: string;
                                position: number;
                                serviceTypes: ("arrival" | "departure")[];
                                /** @enum {string} */
                                unit: "per_person" | "per_booking" | "per_bag_block" | "per_vehicle" | "per_extra_hour";
                                unitPriceUsdCents: number;
                                unitSize: number | null;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    updateAirportAddOn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
                iata: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean;
                    description?: string;
                    /** @enum {string} */
                    fulfilment?: "guaranteed" | "on_request";
                    leadTimeMinutes?: number;
                    maxQuantity?: number;
                    name?: string;
                    position?: number;
                    serviceTypes?: ("arrival" | "departure")[];
                    /** @enum {string} */
                    unit?: "per_person" | "per_booking" | "per_bag_block" | "per_vehicle" | "per_extra_hour";
                    unitPriceUsdCents?: number;
                    unitSize?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            addOn: {
                                active: boolean;
                                airportIata: string;
                                code: string;
                                description: string;
                                /** @enum {string} */
                                fulfilment: "guaranteed" | "on_request";
                                /** Format: uuid */
                                id: string;
                                leadTimeMinutes: number;
                                maxQuantity: number;
                                name: string;
                                position: number;
                                serviceTypes: ("arrival" | "departure")[];
                                /** @enum {string} */
                                unit: "per_person" | "per_booking" | "per_bag_block" | "per_vehicle" | "per_extra_hour";
                                unitPriceUsdCents: number;
                                unitSize: number | null;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getAirportExtras: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                iata: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            addOns: {
                                active: boolean;
                                airportIata: string;
                                code: string;
                                description: string;
                                /** @enum {string} */
                                fulfilment: "guaranteed" | "on_request";
                                /** Format: uuid */
                                id: string;
                                leadTimeMinutes: number;
                                maxQuantity: number;
                                name: string;
                                position: number;
                                serviceTypes: ("arrival" | "departure")[];
                                /** @enum {string} */
                                unit: "per_person" | "per_booking" | "per_bag_block" | "per_vehicle" | "per_extra_hour";
                                unitPriceUsdCents: number;
                                unitSize: number | null;
                            }[];
                            packages: {
                                active: boolean;
                                airportIata: string;
                                code: string;
                                description: string;
                                /** Format: uuid */
                                id: string;
                                items: {
                                    addOnCode: string;
                                    quantity: number;
                                }[];
                                name: string;
                                position: number;
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    setMeetingPoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                iata: string;
                serviceType: "arrival" | "departure";
                terminal: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                    shortLabel?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            airportIata: string;
                            description: string;
                            /** @enum {string} */
                            serviceType: "arrival" | "departure";
                            shortLabel: string;
                            terminal: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createAirportPackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                iata: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    active?: boolean;
                    code: string;
                    /** @default  */
                    description?: string;
                    /** @default [] */
                    items?: {
                        addOnCode: string;
                        quantity: number;
                    }[];
                    name: string;
                    /** @default 0 */
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            package: {
                                active: boolean;
                                airportIata: string;
                                code: string;
                                description: string;
                                /** Format: uuid */
                                id: string;
                                items: {
                                    addOnCode: string;
                                    quantity: number;
                                }[];
                                name: string;
                                position: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    updateAirportPackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
                iata: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean;
                    description?: string;
                    items?: {
                        addOnCode: string;
                        quantity: number;
                    }[];
                    name?: string;
                    position?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            package: {
                                active: boolean;
                                airportIata: string;
                                code: string;
                                description: string;
                                /** Format: uuid */
                                id: string;
                                items: {
                                    addOnCode: string;
                                    quantity: number;
                                }[];
                                name: string;
                                position: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createAirportPriceList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                iata: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    effectiveFrom?: string;
                    /** @enum {string} */
                    serviceType: "arrival" | "departure";
                    unitPriceUsdCents: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            priceList: {
                                airportIata: string;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "USD";
                                effectiveFrom: string;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                                unitPriceUsdCents: number;
                                version: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getAirportPricing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                iata: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            defaultPrices: {
                                /** @description USD cents per passenger */
                                arrival: number;
                                /** @description USD cents per passenger */
                                departure: number;
                            };
                            priceLists: {
                                airportIata: string;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "USD";
                                effectiveFrom: string;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                                unitPriceUsdCents: number;
                                version: number;
                            }[];
                            rules: {
                                arrivalServiceMinutes: number;
                                freeCancellationHours: number;
                                minNoticeMinutes: number;
                                nightEndsAt: string;
                                nightStartsAt: string;
                                nightSurchargeUsdCents: number;
                                urgentSurchargeUsdCents: number;
                                urgentWindowMinutes: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    updateAirportRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                iata: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    arrivalServiceMinutes?: number;
                    freeCancellationHours?: number;
                    minNoticeMinutes?: number;
                    nightEndsAt?: string;
                    nightStartsAt?: string;
                    nightSurchargeUsdCents?: number;
                    urgentSurchargeUsdCents?: number;
                    urgentWindowMinutes?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rules: {
                                arrivalServiceMinutes: number;
                                freeCancellationHours: number;
                                minNoticeMinutes: number;
                                nightEndsAt: string;
                                nightStartsAt: string;
                                nightSurchargeUsdCents: number;
                                urgentSurchargeUsdCents: number;
                                urgentWindowMinutes: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createAirportTerminal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                iata: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domestic: boolean;
                    international: boolean;
                    name: string;
                    /** @default 0 */
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            city: string;
                            country: string;
                            currency: string;
                            iata: string;
                            icao: string;
                            name: string;
                            openForSale: boolean;
                            terminals: {
                                domestic: boolean;
                                international: boolean;
                                name: string;
                                position: number;
                            }[];
                            timeZone: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    deleteAirportTerminal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                iata: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            city: string;
                            country: string;
                            currency: string;
                            iata: string;
                            icao: string;
                            name: string;
                            openForSale: boolean;
                            terminals: {
                                domestic: boolean;
                                international: boolean;
                                name: string;
                                position: number;
                            }[];
                            timeZone: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    updateAirportTerminal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                iata: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domestic?: boolean;
                    international?: boolean;
                    position?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            city: string;
                            country: string;
                            currency: string;
                            iata: string;
                            icao: string;
                            name: string;
                            openForSale: boolean;
                            terminals: {
                                domestic: boolean;
                                international: boolean;
                                name: string;
                                position: number;
                            }[];
                            timeZone: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getOpsBoard: {
        parameters: {
            query: {
                airport?: string;
                date: string;
                filter?: "all" | "arrivals" | "departures" | "needs-officer" | "cancelled";
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            asOf?: string;
                            bookings: {
                                airportIata?: string;
                                airportTimeZone: string;
                                bookingReference: string;
                                chatMessages?: number;
                                codeLocked?: boolean;
                                disruptionChoice?: ("refund" | "keep") | null;
                                flight: {
                                    airlineName: string;
                                    arrivalIata: string;
                                    arrivalTime: string;
                                    checkedAt: string | null;
                                    departureIata: string;
                                    departureTime: string;
                                    estimatedArrivalTime?: string | null;
                                    estimatedDepartureTime?: string | null;
                                    flightNumber: string;
                                    status: string;
                                    terminal: string | null;
                                };
                                flightDisruption: ("cancelled" | "diverted") | null;
                                holdExpiresAt?: string | null;
                                /** Format: uuid */
                                id: string;
                                lateCheckIn?: boolean;
                                leadPassenger: {
                                    email: string;
                                    name: string;
                                    phone: string | null;
                                };
                                meetingPoint: string | null;
                                meetingTime: string;
                                needsOfficer: boolean;
                                officers: {
                                    badgeNumber: string;
                                    firstName: string;
                                    /** Format: uuid */
                                    id: string;
                                    lastName: string;
                                    phone: string;
                                }[];
                                officersNeeded: number;
                                passengerCount: number;
                                /** @enum {string} */
                                paymentStatus: "pending" | "paid" | "failed" | "refunded";
                                requestedFlight?: {
                                    date: string;
                                    flightNumber: string;
                                } | null;
                                /** @enum {string} */
                                serviceState?: "unpaid" | "waiting" | "checked_in" | "met" | "check_in_security" | "immigration" | "baggage" | "completed" | "no_show" | "cancelled" | "refunded" | "expired";
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                                specialRequests: string | null;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                                steppedIn?: boolean;
                                windowEnd: string;
                                windowStart: string;
                            }[];
                            capacity: {
                                hourStart: string;
                                inService: number;
                                onShift: number;
                            }[];
                            date: string;
                            lateCheckIns?: {
                                airportTimeZone: string;
                                /** Format: uuid */
                                bookingId: string;
                                bookingReference: string;
                                checkInDueAt: string;
                                flightNumber: string;
                                meetingPoint: string | null;
                                meetingTime: string;
                                officers: {
                                    badgeNumber: string;
                                    firstName: string;
                                    /** Format: uuid */
                                    id: string;
                                    lastName: string;
                                    phone: string;
                                }[];
                            }[];
                            nextCheckInDueAt?: string | null;
                            timeZone: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    assignOfficer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    officerId: string;
                    /** Format: uuid */
                    replaceOfficerId?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            officers: {
                                badgeNumber: string;
                                firstName: string;
                                /** Format: uuid */
                                id: string;
                                lastName: string;
                                phone: string;
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    unassignOfficer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                officerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            officers: {
                                badgeNumber: string;
                                firstName: string;
                                /** Format: uuid */
                                id: string;
                                lastName: string;
                                phone: string;
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getBookingAudit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            action: string;
                            actor: {
                                id: string | null;
                                name: string | null;
                                role: string;
                            };
                            at: string;
                            details: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: uuid */
                            id: string;
                            subjectId: string;
                            subjectType: string;
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    cancelBookingAsDispatcher: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    ourFault?: boolean;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            booking: {
                                airportIata?: string;
                                bookingReference: string;
                                checkedInAt?: string | null;
                                contactPhone: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "USD";
                                disruptionChoice?: ("refund" | "keep") | null;
                                /** @description Naira per US dollar, as copied onto the booking (up to 4 decimals) */
                                exchangeRate: number;
                                flight: {
                                    airlineName: string;
                                    arrivalAirport: string;
                                    arrivalIata: string;
                                    arrivalTime: string;
                                    arrivalTimeZone?: string;
                                    bookingReference: string;
                                    departureAirport: string;
                                    departureIata: string;
                                    departureTime: string;
                                    departureTimeZone?: string;
                                    estimatedArrivalTime?: string | null;
                                    estimatedDepartureTime?: string | null;
                                    flightNumber: string;
                                    terminal: string | null;
                                };
                                flightCheckedAt: string | null;
                                flightDisruption: ("cancelled" | "diverted") | null;
                                flightStatus: string;
                                freeCancellationHours?: number;
                                holdExpiresAt: string | null;
                                /** Format: uuid */
                                id: string;
                                leadPassengerEmail?: string | null;
                                leadPassengerName: string | null;
                                meetingChange?: {
                                    fromFlightDisruption: ("cancelled" | "diverted") | null;
                                    fromFlightNumber: string | null;
                                    fromMeetingTime: string;
                                    /** @enum {string} */
                                    kind: "retimed" | "moved";
                                    toFlightNumber: string | null;
                                    toMeetingTime: string;
                                } | null;
                                meetingCode?: string;
                                meetingPoint: string | null;
                                meetingTime: string;
                                money: {
                                    /** @description Naira charged by card or bank transfer, kobo */
                                    chargedNgnKobo: number;
                                    /** @description Loyalty credits returned on cancellation, USD cents */
                                    creditsReturnedUsdCents: number;
                                    /** @description Loyalty credits applied to the booking, USD cents */
                                    creditsUsdCents: number;
                                    /** @description Naira refunded to the card or account, kobo */
                                    refundedNgnKobo: number;
                                    /** @description The booking price in NGN kobo at the booking rate */
                                    totalNgnKobo: number;
                                    /** @description The booking price in USD cents */
                                    totalUsdCents: number;
                                };
                                passengerCount: number;
                                /** @enum {string} */
                                paymentStatus: "pending" | "paid" | "failed" | "refunded";
                                priceLines?: {
                                    addOnCode?: string;
                                    amountUsdCents: number;
                                    extraMinutes?: number;
                                    /** @enum {string} */
                                    fulfilment?: "guaranteed" | "on_request";
                                    /** @enum {string} */
                                    kind: "service" | "urgent_surcharge" | "night_surcharge" | "add_on";
                                    label: string;
                                    packageName?: string;
                                    quantity: number;
                                    unit: string;
                                    unitPriceUsdCents: number;
                                }[];
                                refundStatus: ("pending" | "processing" | "processed" | "failed") | null;
                                requestedFlightNumber?: string | null;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                                serviceWindowEnd?: string;
                                specialRequests: string | null;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                                /** @description The booking total in US dollars (major units of `currency`) */
                                totalAmount: number;
                                /** @description The booking total in naira (major units), at the booking rate */
                                totalAmountNgn: number;
                                /** @description Price per passenger in US dollars (major units) */
                                unitPriceUsd: number;
                            };
                            /** @enum {string} */
                            refund: "full" | "none";
                            /** @enum {string} */
                            rule: "full_refund" | "late_no_refund" | "unpaid_no_refund" | "flight_disrupted_refund" | "business_no_show" | "business_cancelled";
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listAssignmentCandidates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            officers: {
                                badgeNumber: string;
                                firstName: string;
                                /** Format: uuid */
                                id: string;
                                lastName: string;
                                phone: string;
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    confirmExtra: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                lineIndex: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            line: {
                                addOnCode: string;
                                amountUsdCents: number;
                                /** @enum {string} */
                                confirmation: "awaiting" | "confirmed" | "declined";
                                /** @enum {string} */
                                delivery: "pending" | "delivered" | "not_delivered";
                                /** @enum {string} */
                                fulfilment: "guaranteed" | "on_request";
                                label: string;
                                lineIndex: number;
                                packageName: string | null;
                                quantity: number;
                                refund: {
                                    amountNgnKobo: number;
                                    /** @enum {string} */
                                    status: "pending" | "processing" | "processed" | "failed";
                                } | null;
                                unit: string;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    recordExtraDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                lineIndex: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            line: {
                                addOnCode: string;
                                amountUsdCents: number;
                                /** @enum {string} */
                                confirmation: "awaiting" | "confirmed" | "declined";
                                /** @enum {string} */
                                delivery: "pending" | "delivered" | "not_delivered";
                                /** @enum {string} */
                                fulfilment: "guaranteed" | "on_request";
                                label: string;
                                lineIndex: number;
                                packageName: string | null;
                                quantity: number;
                                refund: {
                                    amountNgnKobo: number;
                                    /** @enum {string} */
                                    status: "pending" | "processing" | "processed" | "failed";
                                } | null;
                                unit: string;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    recordMilestoneEarly: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    milestone: "checked_in" | "no_show";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            bookingId: string;
                            /** Format: date-time */
                            checkInFrom: string;
                            codeLocked: boolean;
                            codeTriesLeft: number;
                            milestones: {
                                /** Format: date-time */
                                at: string;
                                /** @enum {string} */
                                milestone: "checked_in" | "met" | "immigration" | "baggage" | "check_in_security" | "completed" | "no_show";
                            }[];
                            next: ("checked_in" | "met" | "immigration" | "baggage" | "check_in_security" | "completed" | "no_show") | null;
                            /** Format: date-time */
                            noShowFrom: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    unlockMeetingCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            bookingId: string;
                            /** Format: date-time */
                            checkInFrom: string;
                            codeLocked: boolean;
                            codeTriesLeft: number;
                            milestones: {
                                /** Format: date-time */
                                at: string;
                                /** @enum {string} */
                                milestone: "checked_in" | "met" | "immigration" | "baggage" | "check_in_security" | "completed" | "no_show";
                            }[];
                            next: ("checked_in" | "met" | "immigration" | "baggage" | "check_in_security" | "completed" | "no_show") | null;
                            /** Format: date-time */
                            noShowFrom: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    moveBookingToFlight: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    flightBookingReference: string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            bookingId: string;
                            flightNumber: string;
                            meetingTime: string;
                            missingOfficers: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    recordStepForOfficer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    /** @enum {string} */
                    milestone: "met" | "check_in_security" | "immigration" | "baggage" | "completed";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            bookingId: string;
                            /** Format: date-time */
                            checkInFrom: string;
                            codeLocked: boolean;
                            codeTriesLeft: number;
                            milestones: {
                                /** Format: date-time */
                                at: string;
                                /** @enum {string} */
                                milestone: "checked_in" | "met" | "immigration" | "baggage" | "check_in_security" | "completed" | "no_show";
                            }[];
                            next: ("checked_in" | "met" | "immigration" | "baggage" | "check_in_security" | "completed" | "no_show") | null;
                            /** Format: date-time */
                            noShowFrom: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getCreditsOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            outstandingUsdCents: number;
                            settings: {
                                earnPercent: number;
                                expiryMonths: number;
                                ratingBonusUsdCents: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    adjustCredits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amountUsdCents: number;
                    /** Format: email */
                    email: string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            balanceUsdCents: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    updateLoyaltySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    earnPercent: number;
                    expiryMonths: number;
                    ratingBonusUsdCents: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            earnPercent: number;
                            expiryMonths: number;
                            ratingBonusUsdCents: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listWaitingExtras: {
        parameters: {
            query?: {
                airport?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            lines: {
                                airportIata: string;
                                airportTimeZone: string;
                                /** Format: uuid */
                                bookingId: string;
                                bookingReference: string;
                                leadPassengerName: string;
                                line: {
                                    addOnCode: string;
                                    amountUsdCents: number;
                                    /** @enum {string} */
                                    confirmation: "awaiting" | "confirmed" | "declined";
                                    /** @enum {string} */
                                    delivery: "pending" | "delivered" | "not_delivered";
                                    /** @enum {string} */
                                    fulfilment: "guaranteed" | "on_request";
                                    label: string;
                                    lineIndex: number;
                                    packageName: string | null;
                                    quantity: number;
                                    refund: {
                                        amountNgnKobo: number;
                                        /** @enum {string} */
                                        status: "pending" | "processing" | "processed" | "failed";
                                    } | null;
                                    unit: string;
                                };
                                meetingTime: string;
                                orderedAt: string;
                                passengerCount: number;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createMonthInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    month: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            alreadyInvoiced: string[];
                            failed: {
                                message: string;
                                organisationId: string;
                            }[];
                            issued: {
                                invoiceId: string;
                                number: string;
                                organisationId: string;
                                totalNgnKobo: number;
                            }[];
                            month: string;
                            nothingToBill: string[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listMeetingPoints: {
        parameters: {
            query?: {
                airport?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            airportIata: string;
                            description: string;
                            /** @enum {string} */
                            serviceType: "arrival" | "departure";
                            shortLabel: string;
                            terminal: string;
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listOfficers: {
        parameters: {
            query?: {
                airport?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: boolean;
                            airportIata: string;
                            airportTimeZone: string;
                            badgeNumber: string;
                            email: string;
                            firstName: string;
                            /** Format: uuid */
                            id: string;
                            languages: string[];
                            lastName: string;
                            phone: string;
                            photoUrl: string | null;
                            terminals: string[];
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createOfficer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    airportIata: string;
                    badgeNumber: string;
                    email: string;
                    firstName: string;
                    languages: string[];
                    lastName: string;
                    phone: string;
                    terminals: string[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            officer: {
                                active: boolean;
                                airportIata: string;
                                airportTimeZone: string;
                                badgeNumber: string;
                                email: string;
                                firstName: string;
                                /** Format: uuid */
                                id: string;
                                languages: string[];
                                lastName: string;
                                phone: string;
                                photoUrl: string | null;
                                terminals: string[];
                            };
                            oneTimePassword: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    updateOfficer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean;
                    airportIata?: string;
                    badgeNumber?: string;
                    firstName?: string;
                    languages?: string[];
                    lastName?: string;
                    phone?: string;
                    terminals?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: boolean;
                            airportIata: string;
                            airportTimeZone: string;
                            badgeNumber: string;
                            email: string;
                            firstName: string;
                            /** Format: uuid */
                            id: string;
                            languages: string[];
                            lastName: string;
                            phone: string;
                            photoUrl: string | null;
                            terminals: string[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getOfficerPhoto: {
        parameters: {
            query?: {
                v?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The officer's photo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    uploadOfficerPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description The image file (at most 5 MB) */
        requestBody: {
            content: {
                "image/jpeg": string;
                "image/png": string;
                "image/webp": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: boolean;
                            airportIata: string;
                            airportTimeZone: string;
                            badgeNumber: string;
                            email: string;
                            firstName: string;
                            /** Format: uuid */
                            id: string;
                            languages: string[];
                            lastName: string;
                            phone: string;
                            photoUrl: string | null;
                            terminals: string[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listOrganisationsForAdmin: {
        parameters: {
            query?: {
                status?: "applied" | "approved" | "suspended";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            approvedAt: string | null;
                            billingAddress: string;
                            billingEmail: string;
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "travel_agency" | "company";
                            legalName: string;
                            memberCount: number;
                            owners: {
                                email: string;
                                name: string;
                                /** Format: uuid */
                                userId: string;
                            }[];
                            requiresCostCentre: boolean;
                            requiresPoReference: boolean;
                            /** @enum {string} */
                            status: "applied" | "approved" | "suspended";
                            suspendedAt: string | null;
                            terms: {
                                commissionBps: number;
                                creditLimitNgnKobo: number;
                                paymentDays: number;
                                /** @enum {string} */
                                paymentTerms: "card" | "invoice";
                            };
                            tin: string;
                            vatRegistered: boolean;
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getOrganisationForAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            approvedAt: string | null;
                            billingAddress: string;
                            billingEmail: string;
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "travel_agency" | "company";
                            legalName: string;
                            memberCount: number;
                            owners: {
                                email: string;
                                name: string;
                                /** Format: uuid */
                                userId: string;
                            }[];
                            requiresCostCentre: boolean;
                            requiresPoReference: boolean;
                            /** @enum {string} */
                            status: "applied" | "approved" | "suspended";
                            suspendedAt: string | null;
                            terms: {
                                commissionBps: number;
                                creditLimitNgnKobo: number;
                                paymentDays: number;
                                /** @enum {string} */
                                paymentTerms: "card" | "invoice";
                            };
                            tin: string;
                            vatRegistered: boolean;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    setOrganisationApproved: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    commissionBps?: number;
                    creditLimitNgnKobo: number;
                    /** @default 30 */
                    paymentDays?: number;
                    /** @enum {string} */
                    paymentTerms: "card" | "invoice";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            approvedAt: string | null;
                            billingAddress: string;
                            billingEmail: string;
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "travel_agency" | "company";
                            legalName: string;
                            memberCount: number;
                            owners: {
                                email: string;
                                name: string;
                                /** Format: uuid */
                                userId: string;
                            }[];
                            requiresCostCentre: boolean;
                            requiresPoReference: boolean;
                            /** @enum {string} */
                            status: "applied" | "approved" | "suspended";
                            suspendedAt: string | null;
                            terms: {
                                commissionBps: number;
                                creditLimitNgnKobo: number;
                                paymentDays: number;
                                /** @enum {string} */
                                paymentTerms: "card" | "invoice";
                            };
                            tin: string;
                            vatRegistered: boolean;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    recordCommissionPayout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amountNgnKobo: number;
                    paidOn: string;
                    reference: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            entryId: string;
                            unpaidNgnKobo: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    setOrganisationReinstated: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            approvedAt: string | null;
                            billingAddress: string;
                            billingEmail: string;
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "travel_agency" | "company";
                            legalName: string;
                            memberCount: number;
                            owners: {
                                email: string;
                                name: string;
                                /** Format: uuid */
                                userId: string;
                            }[];
                            requiresCostCentre: boolean;
                            requiresPoReference: boolean;
                            /** @enum {string} */
                            status: "applied" | "approved" | "suspended";
                            suspendedAt: string | null;
                            terms: {
                                commissionBps: number;
                                creditLimitNgnKobo: number;
                                paymentDays: number;
                                /** @enum {string} */
                                paymentTerms: "card" | "invoice";
                            };
                            tin: string;
                            vatRegistered: boolean;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    setOrganisationSuspended: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            approvedAt: string | null;
                            billingAddress: string;
                            billingEmail: string;
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "travel_agency" | "company";
                            legalName: string;
                            memberCount: number;
                            owners: {
                                email: string;
                                name: string;
                                /** Format: uuid */
                                userId: string;
                            }[];
                            requiresCostCentre: boolean;
                            requiresPoReference: boolean;
                            /** @enum {string} */
                            status: "applied" | "approved" | "suspended";
                            suspendedAt: string | null;
                            terms: {
                                commissionBps: number;
                                creditLimitNgnKobo: number;
                                paymentDays: number;
                                /** @enum {string} */
                                paymentTerms: "card" | "invoice";
                            };
                            tin: string;
                            vatRegistered: boolean;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    setOrganisationTerms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    commissionBps?: number;
                    creditLimitNgnKobo: number;
                    /** @default 30 */
                    paymentDays?: number;
                    /** @enum {string} */
                    paymentTerms: "card" | "invoice";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            approvedAt: string | null;
                            billingAddress: string;
                            billingEmail: string;
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "travel_agency" | "company";
                            legalName: string;
                            memberCount: number;
                            owners: {
                                email: string;
                                name: string;
                                /** Format: uuid */
                                userId: string;
                            }[];
                            requiresCostCentre: boolean;
                            requiresPoReference: boolean;
                            /** @enum {string} */
                            status: "applied" | "approved" | "suspended";
                            suspendedAt: string | null;
                            terms: {
                                commissionBps: number;
                                creditLimitNgnKobo: number;
                                paymentDays: number;
                                /** @enum {string} */
                                paymentTerms: "card" | "invoice";
                            };
                            tin: string;
                            vatRegistered: boolean;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listOfficerRatings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            comments: {
                                /** Format: uuid */
                                bookingId: string;
                                bookingReference: string;
                                comment: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                officerName: string | null;
                                score: number;
                            }[];
                            flagged: {
                                /** Format: uuid */
                                bookingId: string;
                                bookingReference: string;
                                comment: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                officerName: string | null;
                                score: number;
                            }[];
                            officers: {
                                average: number;
                                count: number;
                                name: string;
                                /** Format: uuid */
                                officerId: string;
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    exportOperationalReport: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path: {
                table: "terminal-hours" | "officers" | "refusals" | "ratings" | "officer-ratings" | "low-comments";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The table as CSV (UTF-8 with BOM) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    exportBookings: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The table as CSV (UTF-8 with BOM) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    exportCreditsReport: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The table as CSV (UTF-8 with BOM) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    exportMoneyReport: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The table as CSV (UTF-8 with BOM) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    exportRevenueByLine: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The table as CSV (UTF-8 with BOM) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getMoneyReport: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            credits: {
                                days: {
                                    adjustedCents: number;
                                    appliedCents: number;
                                    date: string;
                                    earnedCents: number;
                                    expiredCents: number;
                                    reversedCents: number;
                                }[];
                                outstandingCents: number;
                                totals: {
                                    adjustedCents: number;
                                    appliedCents: number;
                                    earnedCents: number;
                                    expiredCents: number;
                                    reversedCents: number;
                                };
                            };
                            days: {
                                bookingsPaid: number;
                                creditsAppliedUsdCents: number;
                                creditsReturnedUsdCents: number;
                                date: string;
                                grossNgnKobo: number;
                                grossUsdCents: number;
                                netNgnKobo: number;
                                netUsdCents: number;
                                refundedNgnKobo: number;
                                refundedUsdCents: number;
                                refunds: number;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                            }[];
                            from: string;
                            revenueByLine: {
                                airportIata: string;
                                /** @enum {string} */
                                kind: "service" | "urgent_surcharge" | "night_surcharge" | "add_on";
                                netNgnKobo: number;
                                netUsdCents: number;
                            }[];
                            to: string;
                            totals: {
                                bookingsPaid: number;
                                creditsAppliedUsdCents: number;
                                creditsReturnedUsdCents: number;
                                grossNgnKobo: number;
                                grossUsdCents: number;
                                netNgnKobo: number;
                                netUsdCents: number;
                                refundedNgnKobo: number;
                                refundedUsdCents: number;
                                refunds: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getQualityReport: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            distribution: {
                                ratings: number;
                                score: number;
                            }[];
                            from: string;
                            lowComments: {
                                bookingReference: string;
                                comment: string;
                                officerName: string | null;
                                ratedAt: string;
                                score: number;
                            }[];
                            officers: {
                                average: number;
                                name: string;
                                /** Format: uuid */
                                officerId: string;
                                ratings: number;
                            }[];
                            to: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createReconciliation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from: string;
                    to: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            differences: {
                                /** @enum {string} */
                                kind: "ours-only" | "theirs-only" | "amount-differs" | "status-differs";
                                ours: {
                                    amountKobo: number;
                                    status: string;
                                } | null;
                                reference: string;
                                theirs: {
                                    amountKobo: number;
                                    status: string;
                                } | null;
                            }[];
                            from: string;
                            /** Format: uuid */
                            id: string;
                            matched: number;
                            ranAt: string;
                            ranBy: string | null;
                            to: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    exportReconciliation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The table as CSV (UTF-8 with BOM) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getLatestReconciliation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            differences: {
                                /** @enum {string} */
                                kind: "ours-only" | "theirs-only" | "amount-differs" | "status-differs";
                                ours: {
                                    amountKobo: number;
                                    status: string;
                                } | null;
                                reference: string;
                                theirs: {
                                    amountKobo: number;
                                    status: string;
                                } | null;
                            }[];
                            from: string;
                            /** Format: uuid */
                            id: string;
                            matched: number;
                            ranAt: string;
                            ranBy: string | null;
                            to: string;
                        } | null;
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getWorkReport: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            capacityRefusals: {
                                date: string;
                                refusals: number;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                            }[];
                            from: string;
                            noShows: {
                                ours: number;
                                traveller: number;
                            };
                            officers: {
                                badgeNumber: string;
                                bookedMinutes: number;
                                name: string;
                                /** Format: uuid */
                                officerId: string;
                                rosteredMinutes: number;
                            }[];
                            onTime: {
                                checkedIn: number;
                                onTime: number;
                            };
                            servicesByTerminalHour: {
                                airportIata: string;
                                hour: number;
                                services: number;
                                terminal: string;
                            }[];
                            to: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listShifts: {
        parameters: {
            query: {
                airport?: string;
                from: string;
                officerId?: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            endsAt: string;
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            officerId: string;
                            startsAt: string;
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createShift: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    endsAt: string;
                    /** Format: uuid */
                    officerId: string;
                    /** Format: date-time */
                    startsAt: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            endsAt: string;
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            officerId: string;
                            startsAt: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    deleteShift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    moveShift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    endsAt: string;
                    /** Format: date-time */
                    startsAt: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            endsAt: string;
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            officerId: string;
                            startsAt: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listStaffAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: boolean;
                            airportIata: string | null;
                            createdAt: string;
                            email: string;
                            firstName: string;
                            /** Format: uuid */
                            id: string;
                            lastName: string;
                            phone: string;
                            /** @enum {string} */
                            role: "officer" | "dispatcher" | "admin";
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createStaffAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    airportIata?: string;
                    email: string;
                    firstName: string;
                    lastName: string;
                    phone: string;
                    /** @enum {string} */
                    role: "officer" | "dispatcher" | "admin";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: {
                                active: boolean;
                                airportIata: string | null;
                                createdAt: string;
                                email: string;
                                firstName: string;
                                /** Format: uuid */
                                id: string;
                                lastName: string;
                                phone: string;
                                /** @enum {string} */
                                role: "officer" | "dispatcher" | "admin";
                            };
                            oneTimePassword: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    deactivateStaffAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: boolean;
                            airportIata: string | null;
                            createdAt: string;
                            email: string;
                            firstName: string;
                            /** Format: uuid */
                            id: string;
                            lastName: string;
                            phone: string;
                            /** @enum {string} */
                            role: "officer" | "dispatcher" | "admin";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listMyOrganisations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "travel_agency" | "company";
                            legalName: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "arranger" | "finance" | "traveller";
                            /** @enum {string} */
                            status: "applied" | "approved" | "suspended";
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createOrganisationApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    billingAddress: string;
                    billingEmail: string;
                    /** @enum {string} */
                    kind: "travel_agency" | "company";
                    legalName: string;
                    tin: string;
                    vatRegistered: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            approvedAt: string | null;
                            billingAddress: string;
                            billingEmail: string;
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "travel_agency" | "company";
                            legalName: string;
                            requiresCostCentre: boolean;
                            requiresPoReference: boolean;
                            /** @enum {string} */
                            role: "owner" | "admin" | "arranger" | "finance" | "traveller";
                            /** @enum {string} */
                            status: "applied" | "approved" | "suspended";
                            suspendedAt: string | null;
                            terms: {
                                commissionBps: number;
                                creditLimitNgnKobo: number;
                                paymentDays: number;
                                /** @enum {string} */
                                paymentTerms: "card" | "invoice";
                            };
                            tin: string;
                            vatRegistered: boolean;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getOrganisation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            approvedAt: string | null;
                            billingAddress: string;
                            billingEmail: string;
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "travel_agency" | "company";
                            legalName: string;
                            requiresCostCentre: boolean;
                            requiresPoReference: boolean;
                            /** @enum {string} */
                            role: "owner" | "admin" | "arranger" | "finance" | "traveller";
                            /** @enum {string} */
                            status: "applied" | "approved" | "suspended";
                            suspendedAt: string | null;
                            terms: {
                                commissionBps: number;
                                creditLimitNgnKobo: number;
                                paymentDays: number;
                                /** @enum {string} */
                                paymentTerms: "card" | "invoice";
                            };
                            tin: string;
                            vatRegistered: boolean;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    updateOrganisationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    billingAddress?: string;
                    billingEmail?: string;
                    requiresCostCentre?: boolean;
                    requiresPoReference?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            approvedAt: string | null;
                            billingAddress: string;
                            billingEmail: string;
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "travel_agency" | "company";
                            legalName: string;
                            requiresCostCentre: boolean;
                            requiresPoReference: boolean;
                            /** @enum {string} */
                            role: "owner" | "admin" | "arranger" | "finance" | "traveller";
                            /** @enum {string} */
                            status: "applied" | "approved" | "suspended";
                            suspendedAt: string | null;
                            terms: {
                                commissionBps: number;
                                creditLimitNgnKobo: number;
                                paymentDays: number;
                                /** @enum {string} */
                                paymentTerms: "card" | "invoice";
                            };
                            tin: string;
                            vatRegistered: boolean;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            expiresAt: string | null;
                            /** Format: uuid */
                            id: string;
                            lastUsedAt: string | null;
                            /** @enum {string} */
                            mode: "live" | "test";
                            name: string;
                            prefix: string;
                            revokedAt: string | null;
                            scopes: ("bookings:read" | "bookings:write" | "invoices:read" | "webhooks:write")[];
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    expiresAt?: string;
                    name: string;
                    scopes: ("bookings:read" | "bookings:write" | "invoices:read" | "webhooks:write")[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            apiKey: {
                                /** Format: date-time */
                                createdAt: string;
                                expiresAt: string | null;
                                /** Format: uuid */
                                id: string;
                                lastUsedAt: string | null;
                                /** @enum {string} */
                                mode: "live" | "test";
                                name: string;
                                prefix: string;
                                revokedAt: string | null;
                                scopes: ("bookings:read" | "bookings:write" | "invoices:read" | "webhooks:write")[];
                            };
                            secret: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    deleteApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                apiKeyId: string;
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            expiresAt: string | null;
                            /** Format: uuid */
                            id: string;
                            lastUsedAt: string | null;
                            /** @enum {string} */
                            mode: "live" | "test";
                            name: string;
                            prefix: string;
                            revokedAt: string | null;
                            scopes: ("bookings:read" | "bookings:write" | "invoices:read" | "webhooks:write")[];
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listOrganisationBookings: {
        parameters: {
            query?: {
                costCentre?: string;
                cursor?: string;
                from?: string;
                limit?: number;
                passenger?: string;
                status?: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                to?: string;
            };
            header?: never;
            path: {
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bookings: {
                                airportIata?: string;
                                bookedBy: string | null;
                                bookingReference: string;
                                checkedInAt?: string | null;
                                contactPhone: string | null;
                                costCentre: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "USD";
                                disruptionChoice?: ("refund" | "keep") | null;
                                /** @description Naira per US dollar, as copied onto the booking (up to 4 decimals) */
                                exchangeRate: number;
                                flight: {
                                    airlineName: string;
                                    arrivalAirport: string;
                                    arrivalIata: string;
                                    arrivalTime: string;
                                    arrivalTimeZone?: string;
                                    bookingReference: string;
                                    departureAirport: string;
                                    departureIata: string;
                                    departureTime: string;
                                    departureTimeZone?: string;
                                    estimatedArrivalTime?: string | null;
                                    estimatedDepartureTime?: string | null;
                                    flightNumber: string;
                                    terminal: string | null;
                                };
                                flightCheckedAt: string | null;
                                flightDisruption: ("cancelled" | "diverted") | null;
                                flightStatus: string;
                                freeCancellationHours?: number;
                                holdExpiresAt: string | null;
                                /** Format: uuid */
                                id: string;
                                leadPassengerEmail?: string | null;
                                leadPassengerName: string | null;
                                meetingPoint: string | null;
                                meetingTime: string;
                                money: {
                                    /** @description Naira charged by card or bank transfer, kobo */
                                    chargedNgnKobo: number;
                                    /** @description Loyalty credits returned on cancellation, USD cents */
                                    creditsReturnedUsdCents: number;
                                    /** @description Loyalty credits applied to the booking, USD cents */
                                    creditsUsdCents: number;
                                    /** @description Naira refunded to the card or account, kobo */
                                    refundedNgnKobo: number;
                                    /** @description The booking price in NGN kobo at the booking rate */
                                    totalNgnKobo: number;
                                    /** @description The booking price in USD cents */
                                    totalUsdCents: number;
                                };
                                officerName: string | null;
                                /** Format: uuid */
                                organisationId: string;
                                passengerCount: number;
                                passengerId: string | null;
                                passengerIsMember: boolean;
                                /** @enum {string} */
                                paymentStatus: "pending" | "paid" | "failed" | "refunded";
                                poReference: string | null;
                                priceLines?: {
                                    addOnCode?: string;
                                    amountUsdCents: number;
                                    extraMinutes?: number;
                                    /** @enum {string} */
                                    fulfilment?: "guaranteed" | "on_request";
                                    /** @enum {string} */
                                    kind: "service" | "urgent_surcharge" | "night_surcharge" | "add_on";
                                    label: string;
                                    packageName?: string;
                                    quantity: number;
                                    unit: string;
                                    unitPriceUsdCents: number;
                                }[];
                                refundStatus: ("pending" | "processing" | "processed" | "failed") | null;
                                requestedFlightNumber?: string | null;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                                serviceWindowEnd?: string;
                                specialRequests: string | null;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                                /** @description The booking total in US dollars (major units of `currency`) */
                                totalAmount: number;
                                /** @description The booking total in naira (major units), at the booking rate */
                                totalAmountNgn: number;
                                /** @description Price per passenger in US dollars (major units) */
                                unitPriceUsd: number;
                            }[];
                            nextCursor: string | null;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createOrganisationBooking: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addOns?: {
                        code: string;
                        quantity: number;
                    }[];
                    costCentre?: string;
                    flightBookingReference: string;
                    packageCode?: string;
                    passenger: {
                        /** Format: uuid */
                        passengerId: string;
                    } | {
                        email?: string;
                        fullName: string;
                        phone: string;
                    };
                    passengerCount: number;
                    poReference?: string;
                    /** @enum {string} */
                    serviceType: "arrival" | "departure";
                    specialRequirements?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            booking: {
                                airportIata?: string;
                                bookedBy: string | null;
                                bookingReference: string;
                                checkedInAt?: string | null;
                                contactPhone: string | null;
                                costCentre: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "USD";
                                disruptionChoice?: ("refund" | "keep") | null;
                                /** @description Naira per US dollar, as copied onto the booking (up to 4 decimals) */
                                exchangeRate: number;
                                flight: {
                                    airlineName: string;
                                    arrivalAirport: string;
                                    arrivalIata: string;
                                    arrivalTime: string;
                                    arrivalTimeZone?: string;
                                    bookingReference: string;
                                    departureAirport: string;
                                    departureIata: string;
                                    departureTime: string;
                                    departureTimeZone?: string;
                                    estimatedArrivalTime?: string | null;
                                    estimatedDepartureTime?: string | null;
                                    flightNumber: string;
                                    terminal: string | null;
                                };
                                flightCheckedAt: string | null;
                                flightDisruption: ("cancelled" | "diverted") | null;
                                flightStatus: string;
                                freeCancellationHours?: number;
                                holdExpiresAt: string | null;
                                /** Format: uuid */
                                id: string;
                                leadPassengerEmail?: string | null;
                                leadPassengerName: string | null;
                                meetingPoint: string | null;
                                meetingTime: string;
                                money: {
                                    /** @description Naira charged by card or bank transfer, kobo */
                                    chargedNgnKobo: number;
                                    /** @description Loyalty credits returned on cancellation, USD cents */
                                    creditsReturnedUsdCents: number;
                                    /** @description Loyalty credits applied to the booking, USD cents */
                                    creditsUsdCents: number;
                                    /** @description Naira refunded to the card or account, kobo */
                                    refundedNgnKobo: number;
                                    /** @description The booking price in NGN kobo at the booking rate */
                                    totalNgnKobo: number;
                                    /** @description The booking price in USD cents */
                                    totalUsdCents: number;
                                };
                                officerName: string | null;
                                /** Format: uuid */
                                organisationId: string;
                                passengerCount: number;
                                passengerId: string | null;
                                passengerIsMember: boolean;
                                /** @enum {string} */
                                paymentStatus: "pending" | "paid" | "failed" | "refunded";
                                poReference: string | null;
                                priceLines?: {
                                    addOnCode?: string;
                                    amountUsdCents: number;
                                    extraMinutes?: number;
                                    /** @enum {string} */
                                    fulfilment?: "guaranteed" | "on_request";
                                    /** @enum {string} */
                                    kind: "service" | "urgent_surcharge" | "night_surcharge" | "add_on";
                                    label: string;
                                    packageName?: string;
                                    quantity: number;
                                    unit: string;
                                    unitPriceUsdCents: number;
                                }[];
                                refundStatus: ("pending" | "processing" | "processed" | "failed") | null;
                                requestedFlightNumber?: string | null;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                                serviceWindowEnd?: string;
                                specialRequests: string | null;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                                /** @description The booking total in US dollars (major units of `currency`) */
                                totalAmount: number;
                                /** @description The booking total in naira (major units), at the booking rate */
                                totalAmountNgn: number;
                                /** @description Price per passenger in US dollars (major units) */
                                unitPriceUsd: number;
                            };
                            payment: {
                                message: string;
                                /** @enum {string} */
                                outcome: "on_account" | "card_required";
                                reason: ("card_terms" | "overdue" | "over_limit" | "not_payable") | null;
                            };
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    exportOrganisationBookings: {
        parameters: {
            query?: {
                costCentre?: string;
                cursor?: string;
                from?: string;
                limit?: number;
                passenger?: string;
                status?: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                to?: string;
            };
            header?: never;
            path: {
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bookings as CSV (UTF-8 with BOM) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getOrganisationBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: string;
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            booking: {
                                airportIata?: string;
                                bookedBy: string | null;
                                bookingReference: string;
                                checkedInAt?: string | null;
                                contactPhone: string | null;
                                costCentre: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "USD";
                                disruptionChoice?: ("refund" | "keep") | null;
                                /** @description Naira per US dollar, as copied onto the booking (up to 4 decimals) */
                                exchangeRate: number;
                                flight: {
                                    airlineName: string;
                                    arrivalAirport: string;
                                    arrivalIata: string;
                                    arrivalTime: string;
                                    arrivalTimeZone?: string;
                                    bookingReference: string;
                                    departureAirport: string;
                                    departureIata: string;
                                    departureTime: string;
                                    departureTimeZone?: string;
                                    estimatedArrivalTime?: string | null;
                                    estimatedDepartureTime?: string | null;
                                    flightNumber: string;
                                    terminal: string | null;
                                };
                                flightCheckedAt: string | null;
                                flightDisruption: ("cancelled" | "diverted") | null;
                                flightStatus: string;
                                freeCancellationHours?: number;
                                holdExpiresAt: string | null;
                                /** Format: uuid */
                                id: string;
                                leadPassengerEmail?: string | null;
                                leadPassengerName: string | null;
                                meetingPoint: string | null;
                                meetingTime: string;
                                money: {
                                    /** @description Naira charged by card or bank transfer, kobo */
                                    chargedNgnKobo: number;
                                    /** @description Loyalty credits returned on cancellation, USD cents */
                                    creditsReturnedUsdCents: number;
                                    /** @description Loyalty credits applied to the booking, USD cents */
                                    creditsUsdCents: number;
                                    /** @description Naira refunded to the card or account, kobo */
                                    refundedNgnKobo: number;
                                    /** @description The booking price in NGN kobo at the booking rate */
                                    totalNgnKobo: number;
                                    /** @description The booking price in USD cents */
                                    totalUsdCents: number;
                                };
                                officerName: string | null;
                                /** Format: uuid */
                                organisationId: string;
                                passengerCount: number;
                                passengerId: string | null;
                                passengerIsMember: boolean;
                                /** @enum {string} */
                                paymentStatus: "pending" | "paid" | "failed" | "refunded";
                                poReference: string | null;
                                priceLines?: {
                                    addOnCode?: string;
                                    amountUsdCents: number;
                                    extraMinutes?: number;
                                    /** @enum {string} */
                                    fulfilment?: "guaranteed" | "on_request";
                                    /** @enum {string} */
                                    kind: "service" | "urgent_surcharge" | "night_surcharge" | "add_on";
                                    label: string;
                                    packageName?: string;
                                    quantity: number;
                                    unit: string;
                                    unitPriceUsdCents: number;
                                }[];
                                refundStatus: ("pending" | "processing" | "processed" | "failed") | null;
                                requestedFlightNumber?: string | null;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                                serviceWindowEnd?: string;
                                specialRequests: string | null;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                                /** @description The booking total in US dollars (major units of `currency`) */
                                totalAmount: number;
                                /** @description The booking total in naira (major units), at the booking rate */
                                totalAmountNgn: number;
                                /** @description Price per passenger in US dollars (major units) */
                                unitPriceUsd: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listOrganisationInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            email: string;
                            expiresAt: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "arranger" | "finance" | "traveller";
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createOrganisationInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    role: "owner" | "admin" | "arranger" | "finance" | "traveller";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            email: string;
                            expiresAt: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "arranger" | "finance" | "traveller";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    deleteOrganisationInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationId: string;
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createOrganisationInvitationsFromCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    csv: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            invited: number;
                            rows: {
                                email: string;
                                /** @enum {string} */
                                outcome: "invited" | "already_member" | "invalid";
                                reason?: string;
                                row: number;
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listOrganisationInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            invoices: {
                                dueAt: string;
                                id: string;
                                issuedAt: string;
                                month: string;
                                number: string;
                                organisationId: string;
                                overdue: boolean;
                                paidAt: string | null;
                                /** @enum {string} */
                                status: "issued" | "paid";
                                subtotalNgnKobo: number;
                                totalNgnKobo: number;
                                vatNgnKobo: number;
                                vatRateBps: number;
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getOrganisationInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoiceId: string;
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            billTo: {
                                billingAddress: string;
                                billingEmail: string;
                                legalName: string;
                                tin: string;
                            };
                            dueAt: string;
                            id: string;
                            issuedAt: string;
                            lines: {
                                amountNgnKobo: number;
                                bookingReference: string | null;
                                costCentre: string | null;
                                description: string;
                                flightNumber: string | null;
                                /** @enum {string} */
                                kind: "service" | "credit" | "vat";
                                passengerName: string | null;
                                poReference: string | null;
                                position: number;
                                serviceDate: string | null;
                            }[];
                            month: string;
                            number: string;
                            organisationId: string;
                            overdue: boolean;
                            paidAt: string | null;
                            /** @enum {string} */
                            status: "issued" | "paid";
                            subtotalNgnKobo: number;
                            totalNgnKobo: number;
                            vatNgnKobo: number;
                            vatRateBps: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getOrganisationInvoiceCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoiceId: string;
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice as CSV (UTF-8 with BOM) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    payOrganisationInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoiceId: string;
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            invoiceId: string;
                            number: string;
                            /** Format: uri */
                            payUrl: string;
                            requestCode: string;
                            totalNgnKobo: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Bad Gateway */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getOrganisationInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoiceId: string;
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listOrganisationMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            firstName: string;
                            joinedAt: string;
                            lastName: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "arranger" | "finance" | "traveller";
                            /** Format: uuid */
                            userId: string;
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    deleteOrganisationMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organisationId: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    updateOrganisationMemberRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organisationId: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "owner" | "admin" | "arranger" | "finance" | "traveller";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            firstName: string;
                            joinedAt: string;
                            lastName: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "arranger" | "finance" | "traveller";
                            /** Format: uuid */
                            userId: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listOrganisationPassengers: {
        parameters: {
            query?: {
                q?: string;
            };
            header?: never;
            path: {
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string | null;
                            fullName: string;
                            /** Format: uuid */
                            id: string;
                            phone: string;
                            userId: string | null;
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createOrganisationPassenger: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: "" | null;
                    fullName: string;
                    phone: string;
                } | {
                    email?: "" | null;
                    fullName?: string;
                    phone?: string;
                    /** Format: uuid */
                    userId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string | null;
                            fullName: string;
                            /** Format: uuid */
                            id: string;
                            phone: string;
                            userId: string | null;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    deleteOrganisationPassenger: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organisationId: string;
                passengerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    updateOrganisationPassenger: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organisationId: string;
                passengerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: "" | null | string;
                    fullName?: string;
                    phone?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string | null;
                            fullName: string;
                            /** Format: uuid */
                            id: string;
                            phone: string;
                            userId: string | null;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createOrganisationPassengersFromCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    csv: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            imported: number;
                            invalid: number;
                            rows: {
                                fullName: string;
                                /** @enum {string} */
                                outcome: "imported" | "updated" | "invalid";
                                /** Format: uuid */
                                passengerId?: string;
                                reason?: string;
                                row: number;
                            }[];
                            saved: number;
                            updated: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getOrganisationStatement: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            balanceNgnKobo: number;
                            commission: {
                                earnedNgnKobo: number;
                                paidNgnKobo: number;
                                rateBps: number;
                                unpaidNgnKobo: number;
                            } | null;
                            entries: {
                                amountNgnKobo: number;
                                balanceNgnKobo: number;
                                bookingReference: string | null;
                                id: string;
                                invoiceNumber: string | null;
                                /** @enum {string} */
                                kind: "service" | "cancellation" | "refund" | "payment" | "commission" | "commission_payout";
                                occurredAt: string;
                                reference: string | null;
                            }[];
                            from: string | null;
                            openingBalanceNgnKobo: number;
                            organisationId: string;
                            to: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            description: string | null;
                            disabledReason: ("failing" | "manual") | null;
                            eventTypes: ("booking.created" | "booking.confirmed" | "booking.retimed" | "booking.cancelled" | "booking.refunded" | "service.checked_in" | "service.completed" | "flight.disrupted" | "invoice.issued" | "invoice.paid")[];
                            /** Format: uuid */
                            id: string;
                            previousSecretExpiresAt: string | null;
                            /** @enum {string} */
                            status: "enabled" | "disabled";
                            /** Format: uri */
                            url: string;
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    eventTypes: ("booking.created" | "booking.confirmed" | "booking.retimed" | "booking.cancelled" | "booking.refunded" | "service.checked_in" | "service.completed" | "flight.disrupted" | "invoice.issued" | "invoice.paid")[];
                    /** Format: uri */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            endpoint: {
                                /** Format: date-time */
                                createdAt: string;
                                description: string | null;
                                disabledReason: ("failing" | "manual") | null;
                                eventTypes: ("booking.created" | "booking.confirmed" | "booking.retimed" | "booking.cancelled" | "booking.refunded" | "service.checked_in" | "service.completed" | "flight.disrupted" | "invoice.issued" | "invoice.paid")[];
                                /** Format: uuid */
                                id: string;
                                previousSecretExpiresAt: string | null;
                                /** @enum {string} */
                                status: "enabled" | "disabled";
                                /** Format: uri */
                                url: string;
                            };
                            secret: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            description: string | null;
                            disabledReason: ("failing" | "manual") | null;
                            eventTypes: ("booking.created" | "booking.confirmed" | "booking.retimed" | "booking.cancelled" | "booking.refunded" | "service.checked_in" | "service.completed" | "flight.disrupted" | "invoice.issued" | "invoice.paid")[];
                            /** Format: uuid */
                            id: string;
                            previousSecretExpiresAt: string | null;
                            /** @enum {string} */
                            status: "enabled" | "disabled";
                            /** Format: uri */
                            url: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    eventTypes?: ("booking.created" | "booking.confirmed" | "booking.retimed" | "booking.cancelled" | "booking.refunded" | "service.checked_in" | "service.completed" | "flight.disrupted" | "invoice.issued" | "invoice.paid")[];
                    /** @enum {string} */
                    status?: "enabled" | "disabled";
                    /** Format: uri */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            description: string | null;
                            disabledReason: ("failing" | "manual") | null;
                            eventTypes: ("booking.created" | "booking.confirmed" | "booking.retimed" | "booking.cancelled" | "booking.refunded" | "service.checked_in" | "service.completed" | "flight.disrupted" | "invoice.issued" | "invoice.paid")[];
                            /** Format: uuid */
                            id: string;
                            previousSecretExpiresAt: string | null;
                            /** @enum {string} */
                            status: "enabled" | "disabled";
                            /** Format: uri */
                            url: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                endpointId: string;
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                attempts: {
                                    /** Format: date-time */
                                    attemptedAt: string;
                                    error: string | null;
                                    latencyMs: number;
                                    statusCode: number | null;
                                }[];
                                /** Format: date-time */
                                createdAt: string;
                                eventType: string;
                                /** Format: uuid */
                                id: string;
                                messageId: string;
                                nextAttemptAt: string | null;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                            }[];
                            nextCursor: string | null;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    sendWebhookDeliveryAgain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryId: string;
                endpointId: string;
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attempts: {
                                /** Format: date-time */
                                attemptedAt: string;
                                error: string | null;
                                latencyMs: number;
                                statusCode: number | null;
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            eventType: string;
                            /** Format: uuid */
                            id: string;
                            messageId: string;
                            nextAttemptAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            endpoint: {
                                /** Format: date-time */
                                createdAt: string;
                                description: string | null;
                                disabledReason: ("failing" | "manual") | null;
                                eventTypes: ("booking.created" | "booking.confirmed" | "booking.retimed" | "booking.cancelled" | "booking.refunded" | "service.checked_in" | "service.completed" | "flight.disrupted" | "invoice.issued" | "invoice.paid")[];
                                /** Format: uuid */
                                id: string;
                                previousSecretExpiresAt: string | null;
                                /** @enum {string} */
                                status: "enabled" | "disabled";
                                /** Format: uri */
                                url: string;
                            };
                            secret: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    sendWebhookTestEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
                organisationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attempts: {
                                /** Format: date-time */
                                attemptedAt: string;
                                error: string | null;
                                latencyMs: number;
                                statusCode: number | null;
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            eventType: string;
                            /** Format: uuid */
                            id: string;
                            messageId: string;
                            nextAttemptAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listPartnerBookings: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                status?: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bookings: {
                                airportIata?: string;
                                bookedBy: string | null;
                                bookingReference: string;
                                checkedInAt?: string | null;
                                contactPhone: string | null;
                                costCentre: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "USD";
                                disruptionChoice?: ("refund" | "keep") | null;
                                /** @description Naira per US dollar, as copied onto the booking (up to 4 decimals) */
                                exchangeRate: number;
                                flight: {
                                    airlineName: string;
                                    arrivalAirport: string;
                                    arrivalIata: string;
                                    arrivalTime: string;
                                    arrivalTimeZone?: string;
                                    bookingReference: string;
                                    departureAirport: string;
                                    departureIata: string;
                                    departureTime: string;
                                    departureTimeZone?: string;
                                    estimatedArrivalTime?: string | null;
                                    estimatedDepartureTime?: string | null;
                                    flightNumber: string;
                                    terminal: string | null;
                                };
                                flightCheckedAt: string | null;
                                flightDisruption: ("cancelled" | "diverted") | null;
                                flightStatus: string;
                                freeCancellationHours?: number;
                                holdExpiresAt: string | null;
                                /** Format: uuid */
                                id: string;
                                leadPassengerEmail?: string | null;
                                leadPassengerName: string | null;
                                meetingPoint: string | null;
                                meetingTime: string;
                                money: {
                                    /** @description Naira charged by card or bank transfer, kobo */
                                    chargedNgnKobo: number;
                                    /** @description Loyalty credits returned on cancellation, USD cents */
                                    creditsReturnedUsdCents: number;
                                    /** @description Loyalty credits applied to the booking, USD cents */
                                    creditsUsdCents: number;
                                    /** @description Naira refunded to the card or account, kobo */
                                    refundedNgnKobo: number;
                                    /** @description The booking price in NGN kobo at the booking rate */
                                    totalNgnKobo: number;
                                    /** @description The booking price in USD cents */
                                    totalUsdCents: number;
                                };
                                officerName: string | null;
                                /** Format: uuid */
                                organisationId: string;
                                passengerCount: number;
                                passengerId: string | null;
                                passengerIsMember: boolean;
                                /** @enum {string} */
                                paymentStatus: "pending" | "paid" | "failed" | "refunded";
                                poReference: string | null;
                                priceLines?: {
                                    addOnCode?: string;
                                    amountUsdCents: number;
                                    extraMinutes?: number;
                                    /** @enum {string} */
                                    fulfilment?: "guaranteed" | "on_request";
                                    /** @enum {string} */
                                    kind: "service" | "urgent_surcharge" | "night_surcharge" | "add_on";
                                    label: string;
                                    packageName?: string;
                                    quantity: number;
                                    unit: string;
                                    unitPriceUsdCents: number;
                                }[];
                                refundStatus: ("pending" | "processing" | "processed" | "failed") | null;
                                requestedFlightNumber?: string | null;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                                serviceWindowEnd?: string;
                                specialRequests: string | null;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                                /** @description The booking total in US dollars (major units of `currency`) */
                                totalAmount: number;
                                /** @description The booking total in naira (major units), at the booking rate */
                                totalAmountNgn: number;
                                /** @description Price per passenger in US dollars (major units) */
                                unitPriceUsd: number;
                                updatedAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createPartnerBooking: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addOns?: {
                        code: string;
                        quantity: number;
                    }[];
                    costCentre?: string;
                    flightBookingReference: string;
                    packageCode?: string;
                    passenger: {
                        /** Format: uuid */
                        passengerId: string;
                    } | {
                        email?: string;
                        fullName: string;
                        phone: string;
                    };
                    passengerCount: number;
                    poReference?: string;
                    /** @enum {string} */
                    serviceType: "arrival" | "departure";
                    specialRequirements?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            booking: {
                                airportIata?: string;
                                bookedBy: string | null;
                                bookingReference: string;
                                checkedInAt?: string | null;
                                contactPhone: string | null;
                                costCentre: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "USD";
                                disruptionChoice?: ("refund" | "keep") | null;
                                /** @description Naira per US dollar, as copied onto the booking (up to 4 decimals) */
                                exchangeRate: number;
                                flight: {
                                    airlineName: string;
                                    arrivalAirport: string;
                                    arrivalIata: string;
                                    arrivalTime: string;
                                    arrivalTimeZone?: string;
                                    bookingReference: string;
                                    departureAirport: string;
                                    departureIata: string;
                                    departureTime: string;
                                    departureTimeZone?: string;
                                    estimatedArrivalTime?: string | null;
                                    estimatedDepartureTime?: string | null;
                                    flightNumber: string;
                                    terminal: string | null;
                                };
                                flightCheckedAt: string | null;
                                flightDisruption: ("cancelled" | "diverted") | null;
                                flightStatus: string;
                                freeCancellationHours?: number;
                                holdExpiresAt: string | null;
                                /** Format: uuid */
                                id: string;
                                leadPassengerEmail?: string | null;
                                leadPassengerName: string | null;
                                meetingPoint: string | null;
                                meetingTime: string;
                                money: {
                                    /** @description Naira charged by card or bank transfer, kobo */
                                    chargedNgnKobo: number;
                                    /** @description Loyalty credits returned on cancellation, USD cents */
                                    creditsReturnedUsdCents: number;
                                    /** @description Loyalty credits applied to the booking, USD cents */
                                    creditsUsdCents: number;
                                    /** @description Naira refunded to the card or account, kobo */
                                    refundedNgnKobo: number;
                                    /** @description The booking price in NGN kobo at the booking rate */
                                    totalNgnKobo: number;
                                    /** @description The booking price in USD cents */
                                    totalUsdCents: number;
                                };
                                officerName: string | null;
                                /** Format: uuid */
                                organisationId: string;
                                passengerCount: number;
                                passengerId: string | null;
                                passengerIsMember: boolean;
                                /** @enum {string} */
                                paymentStatus: "pending" | "paid" | "failed" | "refunded";
                                poReference: string | null;
                                priceLines?: {
                                    addOnCode?: string;
                                    amountUsdCents: number;
                                    extraMinutes?: number;
                                    /** @enum {string} */
                                    fulfilment?: "guaranteed" | "on_request";
                                    /** @enum {string} */
                                    kind: "service" | "urgent_surcharge" | "night_surcharge" | "add_on";
                                    label: string;
                                    packageName?: string;
                                    quantity: number;
                                    unit: string;
                                    unitPriceUsdCents: number;
                                }[];
                                refundStatus: ("pending" | "processing" | "processed" | "failed") | null;
                                requestedFlightNumber?: string | null;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                                serviceWindowEnd?: string;
                                specialRequests: string | null;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                                /** @description The booking total in US dollars (major units of `currency`) */
                                totalAmount: number;
                                /** @description The booking total in naira (major units), at the booking rate */
                                totalAmountNgn: number;
                                /** @description Price per passenger in US dollars (major units) */
                                unitPriceUsd: number;
                            };
                            payment: {
                                message: string;
                                /** @enum {string} */
                                outcome: "on_account" | "card_required";
                                reason: ("card_terms" | "overdue" | "over_limit" | "not_payable") | null;
                            };
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getPartnerBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            booking: {
                                airportIata?: string;
                                bookedBy: string | null;
                                bookingReference: string;
                                checkedInAt?: string | null;
                                contactPhone: string | null;
                                costCentre: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "USD";
                                disruptionChoice?: ("refund" | "keep") | null;
                                /** @description Naira per US dollar, as copied onto the booking (up to 4 decimals) */
                                exchangeRate: number;
                                flight: {
                                    airlineName: string;
                                    arrivalAirport: string;
                                    arrivalIata: string;
                                    arrivalTime: string;
                                    arrivalTimeZone?: string;
                                    bookingReference: string;
                                    departureAirport: string;
                                    departureIata: string;
                                    departureTime: string;
                                    departureTimeZone?: string;
                                    estimatedArrivalTime?: string | null;
                                    estimatedDepartureTime?: string | null;
                                    flightNumber: string;
                                    terminal: string | null;
                                };
                                flightCheckedAt: string | null;
                                flightDisruption: ("cancelled" | "diverted") | null;
                                flightStatus: string;
                                freeCancellationHours?: number;
                                holdExpiresAt: string | null;
                                /** Format: uuid */
                                id: string;
                                leadPassengerEmail?: string | null;
                                leadPassengerName: string | null;
                                meetingPoint: string | null;
                                meetingTime: string;
                                money: {
                                    /** @description Naira charged by card or bank transfer, kobo */
                                    chargedNgnKobo: number;
                                    /** @description Loyalty credits returned on cancellation, USD cents */
                                    creditsReturnedUsdCents: number;
                                    /** @description Loyalty credits applied to the booking, USD cents */
                                    creditsUsdCents: number;
                                    /** @description Naira refunded to the card or account, kobo */
                                    refundedNgnKobo: number;
                                    /** @description The booking price in NGN kobo at the booking rate */
                                    totalNgnKobo: number;
                                    /** @description The booking price in USD cents */
                                    totalUsdCents: number;
                                };
                                officerName: string | null;
                                /** Format: uuid */
                                organisationId: string;
                                passengerCount: number;
                                passengerId: string | null;
                                passengerIsMember: boolean;
                                /** @enum {string} */
                                paymentStatus: "pending" | "paid" | "failed" | "refunded";
                                poReference: string | null;
                                priceLines?: {
                                    addOnCode?: string;
                                    amountUsdCents: number;
                                    extraMinutes?: number;
                                    /** @enum {string} */
                                    fulfilment?: "guaranteed" | "on_request";
                                    /** @enum {string} */
                                    kind: "service" | "urgent_surcharge" | "night_surcharge" | "add_on";
                                    label: string;
                                    packageName?: string;
                                    quantity: number;
                                    unit: string;
                                    unitPriceUsdCents: number;
                                }[];
                                refundStatus: ("pending" | "processing" | "processed" | "failed") | null;
                                requestedFlightNumber?: string | null;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                                serviceWindowEnd?: string;
                                specialRequests: string | null;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                                /** @description The booking total in US dollars (major units of `currency`) */
                                totalAmount: number;
                                /** @description The booking total in naira (major units), at the booking rate */
                                totalAmountNgn: number;
                                /** @description Price per passenger in US dollars (major units) */
                                unitPriceUsd: number;
                                updatedAt: string;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    cancelPartnerBooking: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            booking: {
                                airportIata?: string;
                                bookedBy: string | null;
                                bookingReference: string;
                                checkedInAt?: string | null;
                                contactPhone: string | null;
                                costCentre: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "USD";
                                disruptionChoice?: ("refund" | "keep") | null;
                                /** @description Naira per US dollar, as copied onto the booking (up to 4 decimals) */
                                exchangeRate: number;
                                flight: {
                                    airlineName: string;
                                    arrivalAirport: string;
                                    arrivalIata: string;
                                    arrivalTime: string;
                                    arrivalTimeZone?: string;
                                    bookingReference: string;
                                    departureAirport: string;
                                    departureIata: string;
                                    departureTime: string;
                                    departureTimeZone?: string;
                                    estimatedArrivalTime?: string | null;
                                    estimatedDepartureTime?: string | null;
                                    flightNumber: string;
                                    terminal: string | null;
                                };
                                flightCheckedAt: string | null;
                                flightDisruption: ("cancelled" | "diverted") | null;
                                flightStatus: string;
                                freeCancellationHours?: number;
                                holdExpiresAt: string | null;
                                /** Format: uuid */
                                id: string;
                                leadPassengerEmail?: string | null;
                                leadPassengerName: string | null;
                                meetingPoint: string | null;
                                meetingTime: string;
                                money: {
                                    /** @description Naira charged by card or bank transfer, kobo */
                                    chargedNgnKobo: number;
                                    /** @description Loyalty credits returned on cancellation, USD cents */
                                    creditsReturnedUsdCents: number;
                                    /** @description Loyalty credits applied to the booking, USD cents */
                                    creditsUsdCents: number;
                                    /** @description Naira refunded to the card or account, kobo */
                                    refundedNgnKobo: number;
                                    /** @description The booking price in NGN kobo at the booking rate */
                                    totalNgnKobo: number;
                                    /** @description The booking price in USD cents */
                                    totalUsdCents: number;
                                };
                                officerName: string | null;
                                /** Format: uuid */
                                organisationId: string;
                                passengerCount: number;
                                passengerId: string | null;
                                passengerIsMember: boolean;
                                /** @enum {string} */
                                paymentStatus: "pending" | "paid" | "failed" | "refunded";
                                poReference: string | null;
                                priceLines?: {
                                    addOnCode?: string;
                                    amountUsdCents: number;
                                    extraMinutes?: number;
                                    /** @enum {string} */
                                    fulfilment?: "guaranteed" | "on_request";
                                    /** @enum {string} */
                                    kind: "service" | "urgent_surcharge" | "night_surcharge" | "add_on";
                                    label: string;
                                    packageName?: string;
                                    quantity: number;
                                    unit: string;
                                    unitPriceUsdCents: number;
                                }[];
                                refundStatus: ("pending" | "processing" | "processed" | "failed") | null;
                                requestedFlightNumber?: string | null;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                                serviceWindowEnd?: string;
                                specialRequests: string | null;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                                /** @description The booking total in US dollars (major units of `currency`) */
                                totalAmount: number;
                                /** @description The booking total in naira (major units), at the booking rate */
                                totalAmountNgn: number;
                                /** @description Price per passenger in US dollars (major units) */
                                unitPriceUsd: number;
                                updatedAt: string;
                            };
                            /** @enum {string} */
                            refund: "full" | "none";
                            /** @enum {string} */
                            rule: "full_refund" | "late_no_refund" | "unpaid_no_refund" | "flight_disrupted_refund" | "business_no_show" | "business_cancelled";
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    searchPartnerFlightsByNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                date: string;
                flightNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            availableServices: ("arrival" | "departure")[];
                            bookingReference: string;
                            flightInfo: {
                                airlineIata: string;
                                airlineName: string;
                                arrivalAirportName: string;
                                arrivalCity: string;
                                arrivalIata: string;
                                arrivalTime: string;
                                arrivalTimeZone?: string;
                                departureAirportName: string;
                                departureCity: string;
                                departureIata: string;
                                departureTime: string;
                                departureTimeZone?: string;
                                flightNumber: string;
                                terminal: string | null;
                            };
                            notBookable?: {
                                /** @enum {string} */
                                code: "NOT_BOOKABLE" | "TOO_SOON";
                                message: string;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                            }[];
                            /** @enum {string} */
                            source: "schedule" | "provider";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Bad Gateway */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listPartnerInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            invoices: {
                                dueAt: string;
                                id: string;
                                issuedAt: string;
                                month: string;
                                number: string;
                                organisationId: string;
                                overdue: boolean;
                                paidAt: string | null;
                                /** @enum {string} */
                                status: "issued" | "paid";
                                subtotalNgnKobo: number;
                                totalNgnKobo: number;
                                vatNgnKobo: number;
                                vatRateBps: number;
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getPartnerInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            billTo: {
                                billingAddress: string;
                                billingEmail: string;
                                legalName: string;
                                tin: string;
                            };
                            dueAt: string;
                            id: string;
                            issuedAt: string;
                            lines: {
                                amountNgnKobo: number;
                                bookingReference: string | null;
                                costCentre: string | null;
                                description: string;
                                flightNumber: string | null;
                                /** @enum {string} */
                                kind: "service" | "credit" | "vat";
                                passengerName: string | null;
                                poReference: string | null;
                                position: number;
                                serviceDate: string | null;
                            }[];
                            month: string;
                            number: string;
                            organisationId: string;
                            overdue: boolean;
                            paidAt: string | null;
                            /** @enum {string} */
                            status: "issued" | "paid";
                            subtotalNgnKobo: number;
                            totalNgnKobo: number;
                            vatNgnKobo: number;
                            vatRateBps: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getPartnerOrganisation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            apiKeyId: string;
                            keyName: string;
                            /** @enum {string} */
                            mode: "live" | "test";
                            /** Format: uuid */
                            organisationId: string;
                            organisationName: string;
                            /** @enum {string} */
                            organisationStatus: "approved" | "suspended";
                            scopes: ("bookings:read" | "bookings:write" | "invoices:read" | "webhooks:write")[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createPartnerQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addOns?: {
                        code: string;
                        quantity: number;
                    }[];
                    flightBookingReference: string;
                    packageCode?: string;
                    passengerCount: number;
                    /** @enum {string} */
                    serviceType: "arrival" | "departure";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            currency: "USD";
                            /** @description Naira per US dollar in force now (up to 4 decimals); the booking copies the rate it is made at */
                            exchangeRate: number;
                            flightBookingReference: string;
                            /** @description The lines the total is the sum of; amounts in US cents (minor units) */
                            lines: {
                                addOnCode?: string;
                                amountUsdCents: number;
                                extraMinutes?: number;
                                /** @enum {string} */
                                fulfilment?: "guaranteed" | "on_request";
                                /** @enum {string} */
                                kind: "service" | "urgent_surcharge" | "night_surcharge" | "add_on";
                                label: string;
                                packageName?: string;
                                quantity: number;
                                unit: string;
                                unitPriceUsdCents: number;
                            }[];
                            passengerCount: number;
                            /** @enum {string} */
                            serviceType: "arrival" | "departure";
                            /** @description The total in US dollars (major units of `currency`) */
                            totalAmount: number;
                            /** @description The total in naira (major units), at `exchangeRate` */
                            totalAmountNgn: number;
                            /** @description Price per passenger in US dollars (major units) */
                            unitPrice: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listPartnerWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            description: string | null;
                            disabledReason: ("failing" | "manual") | null;
                            eventTypes: ("booking.created" | "booking.confirmed" | "booking.retimed" | "booking.cancelled" | "booking.refunded" | "service.checked_in" | "service.completed" | "flight.disrupted" | "invoice.issued" | "invoice.paid")[];
                            /** Format: uuid */
                            id: string;
                            previousSecretExpiresAt: string | null;
                            /** @enum {string} */
                            status: "enabled" | "disabled";
                            /** Format: uri */
                            url: string;
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createPartnerWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    eventTypes: ("booking.created" | "booking.confirmed" | "booking.retimed" | "booking.cancelled" | "booking.refunded" | "service.checked_in" | "service.completed" | "flight.disrupted" | "invoice.issued" | "invoice.paid")[];
                    /** Format: uri */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            endpoint: {
                                /** Format: date-time */
                                createdAt: string;
                                description: string | null;
                                disabledReason: ("failing" | "manual") | null;
                                eventTypes: ("booking.created" | "booking.confirmed" | "booking.retimed" | "booking.cancelled" | "booking.refunded" | "service.checked_in" | "service.completed" | "flight.disrupted" | "invoice.issued" | "invoice.paid")[];
                                /** Format: uuid */
                                id: string;
                                previousSecretExpiresAt: string | null;
                                /** @enum {string} */
                                status: "enabled" | "disabled";
                                /** Format: uri */
                                url: string;
                            };
                            secret: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    deletePartnerWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getPassengerPass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            airportTimeZone: string;
                            bookingReference: string;
                            expiresAt: string;
                            flight: {
                                airlineName: string;
                                arrivalIata: string;
                                arrivalTime: string;
                                departureIata: string;
                                departureTime: string;
                                flightNumber: string;
                                status: string;
                                terminal: string | null;
                            };
                            flightDisruption: ("cancelled" | "diverted") | null;
                            meetingChange: {
                                fromFlightDisruption: ("cancelled" | "diverted") | null;
                                fromFlightNumber: string | null;
                                fromMeetingTime: string;
                                /** @enum {string} */
                                kind: "retimed" | "moved";
                                toFlightNumber: string | null;
                                toMeetingTime: string;
                            } | null;
                            meetingCode: string | null;
                            meetingPoint: string | null;
                            meetingTime: string;
                            milestones: {
                                /** Format: date-time */
                                at: string;
                                /** @enum {string} */
                                milestone: "checked_in" | "met" | "immigration" | "baggage" | "check_in_security" | "completed" | "no_show";
                            }[];
                            officer: {
                                badgeNumber: string;
                                languages: string[];
                                name: string;
                                photoUrl: string | null;
                            } | null;
                            passengerCount: number;
                            passengerName: string | null;
                            /** @enum {string} */
                            serviceType: "arrival" | "departure";
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                            verifiedOfficerName: string | null;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getPassengerPassOfficerPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The officer's photo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getPaymentStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            airlineName: string;
                            /** @description The attempt, in major units of `currency` (naira, dollars) */
                            amount: number;
                            /** @description The attempt, in minor units of `currency` (kobo for NGN, cents for USD) */
                            amountMinor: number;
                            /** @description The booking total in US dollars (major units) */
                            amountUsd: number;
                            /** Format: uuid */
                            bookingId: string;
                            bookingReference: string;
                            createdAt: string;
                            currency: string;
                            failureReason: string | null;
                            flightNumber: string;
                            /** Format: uuid */
                            id: string;
                            method: ("card" | "bank") | null;
                            paidAt: string | null;
                            /** @enum {string} */
                            provider: "paystack" | "stripe" | "account";
                            reference: string;
                            /** @enum {string} */
                            serviceType: "arrival" | "departure";
                            /** @enum {string} */
                            status: "initialized" | "pending" | "paid" | "failed" | "refunded" | "abandoned";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Bad Gateway */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createStripePaymentIntent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    bookingId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The charge, in major units of `currency` (naira, dollars) */
                            amount: number;
                            /** @description The charge, in minor units of `currency` (kobo for NGN, cents for USD) */
                            amountMinor: number;
                            clientSecret: string;
                            currency: string;
                            paymentIntentId: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Bad Gateway */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listMyPaymentHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            airlineName: string;
                            attempts: {
                                airlineName: string;
                                /** @description The attempt, in major units of `currency` (naira, dollars) */
                                amount: number;
                                /** @description The attempt, in minor units of `currency` (kobo for NGN, cents for USD) */
                                amountMinor: number;
                                /** @description The booking total in US dollars (major units) */
                                amountUsd: number;
                                /** Format: uuid */
                                bookingId: string;
                                bookingReference: string;
                                createdAt: string;
                                currency: string;
                                failureReason: string | null;
                                flightNumber: string;
                                /** Format: uuid */
                                id: string;
                                method: ("card" | "bank") | null;
                                paidAt: string | null;
                                /** @enum {string} */
                                provider: "paystack" | "stripe" | "account";
                                reference: string;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                                /** @enum {string} */
                                status: "initialized" | "pending" | "paid" | "failed" | "refunded" | "abandoned";
                            }[];
                            /** Format: uuid */
                            bookingId: string;
                            bookingReference: string;
                            /** @enum {string} */
                            bookingStatus: "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                            /** @description Naira per US dollar */
                            exchangeRate: number;
                            flightNumber: string;
                            freeCancellationHours?: number;
                            money: {
                                /** @description Naira charged by card or bank transfer, kobo */
                                chargedNgnKobo: number;
                                /** @description Loyalty credits returned on cancellation, USD cents */
                                creditsReturnedUsdCents: number;
                                /** @description Loyalty credits applied to the booking, USD cents */
                                creditsUsdCents: number;
                                /** @description Naira refunded to the card or account, kobo */
                                refundedNgnKobo: number;
                                /** @description The booking price in NGN kobo at the booking rate */
                                totalNgnKobo: number;
                                /** @description The booking price in USD cents */
                                totalUsdCents: number;
                            };
                            /** @enum {string} */
                            paymentStatus: "pending" | "paid" | "failed" | "refunded";
                            /** @enum {string} */
                            serviceType: "arrival" | "departure";
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createPaystackPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    bookingId: string;
                    /** @enum {string} */
                    paymentMethod?: "card" | "bank";
                    useCredits?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accessCode: string;
                            /** @description The charge, in major units of `currency` (naira, dollars) */
                            amount: number;
                            /** @description The charge in kobo, as the Paystack widget takes it */
                            amountKobo: number;
                            authorizationUrl: string;
                            /** @description Loyalty credits applied, USD cents */
                            creditsAppliedUsdCents?: number;
                            /** @enum {string} */
                            currency: "NGN";
                            email: string;
                            paidWithCredits?: boolean;
                            publicKey: string;
                            reference: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Bad Gateway */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    verifyPaystackPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reference: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The charge, in major units of `currency` (naira, dollars) */
                            amount: number;
                            /** @description The charge, in minor units of `currency` (kobo for NGN, cents for USD) */
                            amountMinor: number;
                            currency: string;
                            method: ("card" | "bank") | null;
                            reference: string;
                            /** @enum {string} */
                            status: "initialized" | "pending" | "paid" | "failed" | "refunded" | "abandoned";
                            transactionId: string | null;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Bad Gateway */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    receivePaystackWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            outcome: "applied" | "duplicate" | "ignored";
                            /** @enum {boolean} */
                            received: true;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    receiveStripeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            outcome: "applied" | "duplicate" | "ignored";
                            /** @enum {boolean} */
                            received: true;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    listMyPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            airlineName: string;
                            /** @description The attempt, in major units of `currency` (naira, dollars) */
                            amount: number;
                            /** @description The attempt, in minor units of `currency` (kobo for NGN, cents for USD) */
                            amountMinor: number;
                            /** @description The booking total in US dollars (major units) */
                            amountUsd: number;
                            /** Format: uuid */
                            bookingId: string;
                            bookingReference: string;
                            createdAt: string;
                            currency: string;
                            failureReason: string | null;
                            flightNumber: string;
                            /** Format: uuid */
                            id: string;
                            method: ("card" | "bank") | null;
                            paidAt: string | null;
                            /** @enum {string} */
                            provider: "paystack" | "stripe" | "account";
                            reference: string;
                            /** @enum {string} */
                            serviceType: "arrival" | "departure";
                            /** @enum {string} */
                            status: "initialized" | "pending" | "paid" | "failed" | "refunded" | "abandoned";
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getPricing: {
        parameters: {
            query?: {
                serviceType?: "arrival" | "departure";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            exchange_rate_ngn: number;
                            price_usd: number;
                            /** @enum {string} */
                            service_type: "arrival" | "departure";
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    updatePricing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                serviceType: "arrival" | "departure";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    exchange_rate_ngn: number;
                    price_usd: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            exchange_rate_ngn: number;
                            price_usd: number;
                            /** @enum {string} */
                            service_type: "arrival" | "departure";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getPushKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            publicKey: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createPushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    endpoint: string;
                    expirationTime?: number | null;
                    keys: {
                        auth: string;
                        p256dh: string;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    deletePushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endpoint: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    createQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addOns?: {
                        code: string;
                        quantity: number;
                    }[];
                    airport?: string;
                    flightBookingReference: string;
                    packageCode?: string;
                    passengerCount: number;
                    /** @enum {string} */
                    serviceType: "arrival" | "departure";
                    /** @description Show what the signed-in caller's loyalty credits would pay */
                    useCredits?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            quote: {
                                addOns: {
                                    code: string;
                                    description: string;
                                    /** @enum {string} */
                                    fulfilment: "guaranteed" | "on_request";
                                    maxQuantity: number;
                                    name: string;
                                    unavailableReason: string | null;
                                    /** @enum {string} */
                                    unit: "per_person" | "per_booking" | "per_bag_block" | "per_vehicle" | "per_extra_hour";
                                    unitPriceUsdCents: number;
                                    unitWords: string;
                                }[];
                                airportIata: string;
                                /** @description The total divided between loyalty credits and money, when `useCredits` asked; else null */
                                credits: {
                                    /** @description USD cents the credits would pay */
                                    creditsUsdCents: number;
                                    /** @description That money part in kobo at the rate in force */
                                    moneyNgnKobo: number;
                                    /** @description USD cents left to pay by card or transfer */
                                    moneyUsdCents: number;
                                } | null;
                                /** @description Naira per US dollar in force now (up to 4 decimals); the booking copies it */
                                exchangeRate: number;
                                freeCancellationHours: number;
                                lines: {
                                    addOnCode?: string;
                                    amountUsdCents: number;
                                    extraMinutes?: number;
                                    /** @enum {string} */
                                    fulfilment?: "guaranteed" | "on_request";
                                    /** @enum {string} */
                                    kind: "service" | "urgent_surcharge" | "night_surcharge" | "add_on";
                                    label: string;
                                    packageName?: string;
                                    quantity: number;
                                    unit: string;
                                    unitPriceUsdCents: number;
                                }[];
                                packages: {
                                    code: string;
                                    description: string;
                                    includes: string[];
                                    name: string;
                                    totalUsdCents: number | null;
                                    unavailableReason: string | null;
                                }[];
                                passengerCount: number;
                                /** @description Version number of the airport price list (prices in USD) the service line comes from; null: the default price */
                                priceListVersion: number | null;
                                /** @enum {string} */
                                serviceType: "arrival" | "departure";
                                totalNgnKobo: number;
                                totalUsdCents: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getUserProfileImage: {
        parameters: {
            query?: {
                v?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    deleteMyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    exportMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/json attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookings: {
                            [key: string]: unknown;
                        }[];
                        chatMessages: {
                            [key: string]: unknown;
                        }[];
                        creditEntries: {
                            [key: string]: unknown;
                        }[];
                        emails: {
                            [key: string]: unknown;
                        }[];
                        exportedAt: string;
                        /** @enum {string} */
                        format: "fasttrack-data-export/1";
                        organisations: {
                            joinedAt: string;
                            legalName: string;
                            /** Format: uuid */
                            organisationId: string;
                            role: string;
                        }[];
                        payments: {
                            [key: string]: unknown;
                        }[];
                        profile: {
                            createdAt: string;
                            dateOfBirth: string;
                            email: string;
                            firstName: string;
                            hasProfileImage: boolean;
                            /** Format: uuid */
                            id: string;
                            lastName: string;
                            marketingConsent: {
                                given: boolean;
                                recordedAt: string | null;
                                source: string | null;
                            };
                            nationality: string;
                            notificationDevices: {
                                allowedAt: string;
                                browser: string | null;
                                lastUsedAt: string | null;
                            }[];
                            notificationPreferences: {
                                channels: {
                                    [key: string]: boolean;
                                };
                                reminderEmails: boolean;
                            };
                            phone: string;
                            role: string;
                            signInProviders: {
                                email: string | null;
                                linkedAt: string;
                                provider: string;
                            }[];
                            verifiedPhone: {
                                number: string;
                                verifiedAt: string;
                            } | null;
                        };
                        ratings: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            channels?: {
                                [key: string]: {
                                    [key: string]: boolean;
                                };
                            };
                            marketingEmails: boolean;
                            reminderEmails: boolean;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    updateNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channels?: {
                        [key: string]: {
                            [key: string]: boolean;
                        };
                    };
                    marketingEmails: boolean;
                    reminderEmails: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            channels?: {
                                [key: string]: {
                                    [key: string]: boolean;
                                };
                            };
                            marketingEmails: boolean;
                            reminderEmails: boolean;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getPhoneStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            number: string | null;
                            textsStopped: boolean;
                            verified: boolean;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    sendPhoneCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phone?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            number: string | null;
                            textsStopped: boolean;
                            verified: boolean;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    verifyPhoneCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            number: string | null;
                            textsStopped: boolean;
                            verified: boolean;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    receiveCallDial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                callId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description TwiML: a goodbye */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/xml": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    receiveCallStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                callId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Empty TwiML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/xml": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    getCallTwiml: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                callId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description TwiML: <Dial> the other side */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/xml": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    receiveTwilioInbound: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Empty TwiML: nothing to send back */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/xml": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    receiveTwilioStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Empty TwiML: nothing to send back */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/xml": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            [key: string]: string;
                        };
                        error: string;
                        message: string;
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
        };
    };
    setSandboxFlightStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The switch is set (§8 envelope) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid switch */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not from loopback and without the sandbox secret key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    clearSandboxFlightStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cleared (§8 envelope) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid flight */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not from loopback and without the sandbox secret key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    listCaughtMailPage: {
        parameters: {
            query?: {
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Invalid id or filter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not from loopback and without the sandbox secret key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    listCaughtMail: {
        parameters: {
            query?: {
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages: `{ success: true, data: [{ id, to, from, subject, text, html, attachments, receivedAt }] }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid id or filter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not from loopback and without the sandbox secret key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    getCaughtMailPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Invalid id or filter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not from loopback and without the sandbox secret key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description No such message */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    getCaughtMailAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                index: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attachment (the PDF receipt, the calendar file) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                    "application/pdf": string;
                    "text/calendar": string;
                };
            };
            /** @description Invalid id or filter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not from loopback and without the sandbox secret key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description No such message or attachment */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    getCaughtMailHtml: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message's HTML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Invalid id or filter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not from loopback and without the sandbox secret key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description No such message */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    getCaughtMailText: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message's text */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Invalid id or filter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not from loopback and without the sandbox secret key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description No such message */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    setPaystackFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fault set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid switch */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not from loopback and without the secret key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    clearPaystackFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Faults cleared */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not from loopback and without the secret key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    openPaystackCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description This payment link is not valid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    payPaystackCheckoutByBankTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Paid; the page when no callback_url was given */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Paid; back to the callback_url with ?reference= */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description This payment link is not valid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Already paid, or bank transfer is not offered */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    cancelPaystackCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled, when no callback_url was given */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Back to the callback_url */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description This payment link is not valid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    payPaystackCheckoutByCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Paid; the page when no callback_url was given */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Paid; back to the callback_url with ?reference= */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid card form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Declined: the checkout page with the reason */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description This payment link is not valid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Already paid, or card is not offered */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    createPaystackCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Customer created (CustomerCreateResponse) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    getPaystackCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Customer retrieved (CustomerFetchResponse) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    openPaystackPaymentRequestPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pay page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description This payment link is not valid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Already paid, or still a draft */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    payPaystackPaymentRequestByBankTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Paid: the page says so */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description This payment link is not valid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Already paid, or still a draft */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    payPaystackPaymentRequestByCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Paid: the page says so */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Invalid card form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Declined: the page with the reason */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description This payment link is not valid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Already paid, or still a draft */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    listPaystackPaymentRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payment requests retrieved (PaymentRequestListResponse) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    createPaystackPaymentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payment request created (PaymentRequestCreateResponse) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid request or unknown customer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    getPaystackPaymentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payment request retrieved (PaymentRequestListResponse) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    sendPaystackPaymentRequestNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Notification sent (PaymentRequestSendNotificationResponse) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    verifyPaystackPaymentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payment request retrieved (PaymentRequestVerifyResponse) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    createPaystackRefund: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Refund has been queued for processing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid request, or the transaction cannot be refunded */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Transaction not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    listPaystackTransactions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Transactions retrieved (Paystack TransactionListResponse) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    initializePaystackTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Authorization URL created (Paystack `{ status: true, message, data }`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid request or duplicate reference (Paystack `{ status: false, message }`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    verifyPaystackTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Verification successful (Paystack transaction) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Transaction reference not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    setStripeFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fault set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid switch */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not from loopback and without the secret key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    clearStripeFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Faults cleared */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not from loopback and without the secret key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    createStripePaymentIntentStandIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PaymentIntent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Missing required param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid API Key provided */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    retrieveStripePaymentIntent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PaymentIntent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid API Key provided */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description No such payment_intent */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    confirmStripePaymentIntent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The succeeded PaymentIntent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The PaymentIntent has already succeeded */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid API Key provided */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The card was declined (Stripe card_error) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description No such payment_intent */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    createStripeRefund: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The refund */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Charge has already been refunded */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid API Key provided */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description No such payment_intent */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    listTextsPage: {
        parameters: {
            query?: {
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Invalid filter or reply */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not from loopback and without the sandbox secret key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    listSandboxCalls: {
        parameters: {
            query?: {
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calls: `{ success: true, data: [{ sid, parentCallSid, to, from, status, durationSeconds, twiml, createdAt }] }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid filter or reply */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not from loopback and without the sandbox secret key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    listTexts: {
        parameters: {
            query?: {
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The texts: `{ success: true, data: [{ sid, channel, direction, to, from, body, status, numSegments, createdAt }] }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid filter or reply */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not from loopback and without the sandbox secret key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    sendTextReply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product answered: `{ success: true, data: { sid, webhookStatus } }` (or the page again, for a form post) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid filter or reply */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not from loopback and without the sandbox secret key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    listTwilioCallsStandIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                AccountSid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Call resources */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Authenticate (20003) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    createTwilioCallStandIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                AccountSid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Call resource, queued */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Twilio error object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Authenticate (20003) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    getTwilioCallStandIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                AccountSid: string;
                Sid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Call resource */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Authenticate (20003) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not found (20404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    listTwilioMessagesStandIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                AccountSid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Message resources */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Authenticate (20003) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    createTwilioMessageStandIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                AccountSid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Message resource, queued */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Twilio error object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Authenticate (20003) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    getTwilioMessageStandIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                AccountSid: string;
                Sid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Message resource */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Authenticate (20003) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not found (20404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    listSandboxWebhookInboxesPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Invalid inbox id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not from loopback and without the sandbox secret key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    createSandboxWebhookInbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The inbox: `{ success: true, data: { id, url } }` */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description From the page's form: on to the new inbox's page */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid inbox id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not from loopback and without the sandbox secret key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    getSandboxWebhookInboxPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inboxId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The inbox page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Invalid inbox id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not from loopback and without the sandbox secret key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description No such inbox */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    receiveSandboxWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inboxId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Kept: `{ received: true }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid inbox id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description No such inbox */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Body larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    listSandboxWebhookMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inboxId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages: `{ success: true, data: [{ id, receivedAt, headers, body }] }`; `body` is the raw text */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid inbox id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not from loopback and without the sandbox secret key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description No such inbox */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    receiveBookingCancelledWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The message id (`msg_…`): the same on every retry and on "Resend", so drop a repeat
                 * @example msg_2KWPBgLlAfxdpx2AI54pPJ85f4W
                 */
                "webhook-id": string;
                /**
                 * @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `id.timestamp.body` with the endpoint’s `whsec_` secret; two during a secret rotation. Verify with the standardwebhooks package.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description When it was sent, in unix seconds
                 * @example 1764370800
                 */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        /** Format: uuid */
                        bookingId: string;
                        /** Format: uuid */
                        organisationId: string;
                        /** @enum {string} */
                        rule: "full_refund" | "late_no_refund" | "unpaid_no_refund" | "flight_disrupted_refund" | "business_no_show" | "business_cancelled";
                    };
                    /**
                     * Format: date-time
                     * @description When it happened (ISO 8601)
                     */
                    timestamp: string;
                    /** @constant */
                    type: "booking.cancelled";
                };
            };
        };
        responses: {
            /** @description Received. Answer within 5 seconds; do the work afterwards. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not taken. Deliveries are retried for 3 days when the endpoint does not answer 2xx within 5 seconds; then the endpoint is disabled. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveBookingConfirmedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The message id (`msg_…`): the same on every retry and on "Resend", so drop a repeat
                 * @example msg_2KWPBgLlAfxdpx2AI54pPJ85f4W
                 */
                "webhook-id": string;
                /**
                 * @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `id.timestamp.body` with the endpoint’s `whsec_` secret; two during a secret rotation. Verify with the standardwebhooks package.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description When it was sent, in unix seconds
                 * @example 1764370800
                 */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        /** Format: uuid */
                        bookingId: string;
                        /** Format: uuid */
                        organisationId: string;
                        /** @description How it was paid; null on account */
                        paymentMethod: string | null;
                        /** @description The booking reference, e.g. FT-7KQ2ZC */
                        reference: string;
                    };
                    /**
                     * Format: date-time
                     * @description When it happened (ISO 8601)
                     */
                    timestamp: string;
                    /** @constant */
                    type: "booking.confirmed";
                };
            };
        };
        responses: {
            /** @description Received. Answer within 5 seconds; do the work afterwards. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not taken. Deliveries are retried for 3 days when the endpoint does not answer 2xx within 5 seconds; then the endpoint is disabled. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveBookingCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The message id (`msg_…`): the same on every retry and on "Resend", so drop a repeat
                 * @example msg_2KWPBgLlAfxdpx2AI54pPJ85f4W
                 */
                "webhook-id": string;
                /**
                 * @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `id.timestamp.body` with the endpoint’s `whsec_` secret; two during a secret rotation. Verify with the standardwebhooks package.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description When it was sent, in unix seconds
                 * @example 1764370800
                 */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        /** Format: uuid */
                        bookingId: string;
                        /** Format: uuid */
                        organisationId: string;
                        /** @description The booking reference, e.g. FT-7KQ2ZC */
                        reference: string;
                        /** @description pending_payment, or confirmed when booked on account */
                        status: string;
                    };
                    /**
                     * Format: date-time
                     * @description When it happened (ISO 8601)
                     */
                    timestamp: string;
                    /** @constant */
                    type: "booking.created";
                };
            };
        };
        responses: {
            /** @description Received. Answer within 5 seconds; do the work afterwards. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not taken. Deliveries are retried for 3 days when the endpoint does not answer 2xx within 5 seconds; then the endpoint is disabled. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveBookingRefundedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The message id (`msg_…`): the same on every retry and on "Resend", so drop a repeat
                 * @example msg_2KWPBgLlAfxdpx2AI54pPJ85f4W
                 */
                "webhook-id": string;
                /**
                 * @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `id.timestamp.body` with the endpoint’s `whsec_` secret; two during a secret rotation. Verify with the standardwebhooks package.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description When it was sent, in unix seconds
                 * @example 1764370800
                 */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        /** @description This refund, in kobo (minor units) */
                        amountKobo: number;
                        /** Format: uuid */
                        bookingId: string;
                        /** Format: uuid */
                        organisationId: string;
                        /** @description The booking reference, e.g. FT-7KQ2ZC */
                        reference: string;
                        /** @description The booking's refund status after it */
                        refundStatus: string;
                    };
                    /**
                     * Format: date-time
                     * @description When it happened (ISO 8601)
                     */
                    timestamp: string;
                    /** @constant */
                    type: "booking.refunded";
                };
            };
        };
        responses: {
            /** @description Received. Answer within 5 seconds; do the work afterwards. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not taken. Deliveries are retried for 3 days when the endpoint does not answer 2xx within 5 seconds; then the endpoint is disabled. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveBookingRetimedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The message id (`msg_…`): the same on every retry and on "Resend", so drop a repeat
                 * @example msg_2KWPBgLlAfxdpx2AI54pPJ85f4W
                 */
                "webhook-id": string;
                /**
                 * @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `id.timestamp.body` with the endpoint’s `whsec_` secret; two during a secret rotation. Verify with the standardwebhooks package.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description When it was sent, in unix seconds
                 * @example 1764370800
                 */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        /** Format: uuid */
                        bookingId: string;
                        /**
                         * Format: date-time
                         * @description The meeting time before
                         */
                        from: string;
                        /** Format: uuid */
                        organisationId: string;
                        /** @description The booking reference, e.g. FT-7KQ2ZC */
                        reference: string;
                        /**
                         * Format: date-time
                         * @description The meeting time now
                         */
                        to: string;
                    };
                    /**
                     * Format: date-time
                     * @description When it happened (ISO 8601)
                     */
                    timestamp: string;
                    /** @constant */
                    type: "booking.retimed";
                };
            };
        };
        responses: {
            /** @description Received. Answer within 5 seconds; do the work afterwards. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not taken. Deliveries are retried for 3 days when the endpoint does not answer 2xx within 5 seconds; then the endpoint is disabled. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveFlightDisruptedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The message id (`msg_…`): the same on every retry and on "Resend", so drop a repeat
                 * @example msg_2KWPBgLlAfxdpx2AI54pPJ85f4W
                 */
                "webhook-id": string;
                /**
                 * @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `id.timestamp.body` with the endpoint’s `whsec_` secret; two during a secret rotation. Verify with the standardwebhooks package.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description When it was sent, in unix seconds
                 * @example 1764370800
                 */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        /** Format: uuid */
                        bookingId: string;
                        /** @enum {string} */
                        disruption: "cancelled" | "diverted";
                        /** Format: uuid */
                        organisationId: string;
                        /** @description The booking reference, e.g. FT-7KQ2ZC */
                        reference: string;
                    };
                    /**
                     * Format: date-time
                     * @description When it happened (ISO 8601)
                     */
                    timestamp: string;
                    /** @constant */
                    type: "flight.disrupted";
                };
            };
        };
        responses: {
            /** @description Received. Answer within 5 seconds; do the work afterwards. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not taken. Deliveries are retried for 3 days when the endpoint does not answer 2xx within 5 seconds; then the endpoint is disabled. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveInvoiceIssuedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The message id (`msg_…`): the same on every retry and on "Resend", so drop a repeat
                 * @example msg_2KWPBgLlAfxdpx2AI54pPJ85f4W
                 */
                "webhook-id": string;
                /**
                 * @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `id.timestamp.body` with the endpoint’s `whsec_` secret; two during a secret rotation. Verify with the standardwebhooks package.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description When it was sent, in unix seconds
                 * @example 1764370800
                 */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        /** Format: uuid */
                        invoiceId: string;
                        /** @description The invoice number */
                        number: string;
                        /** Format: uuid */
                        organisationId: string;
                    };
                    /**
                     * Format: date-time
                     * @description When it happened (ISO 8601)
                     */
                    timestamp: string;
                    /** @constant */
                    type: "invoice.issued";
                };
            };
        };
        responses: {
            /** @description Received. Answer within 5 seconds; do the work afterwards. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not taken. Deliveries are retried for 3 days when the endpoint does not answer 2xx within 5 seconds; then the endpoint is disabled. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveInvoicePaidWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The message id (`msg_…`): the same on every retry and on "Resend", so drop a repeat
                 * @example msg_2KWPBgLlAfxdpx2AI54pPJ85f4W
                 */
                "webhook-id": string;
                /**
                 * @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `id.timestamp.body` with the endpoint’s `whsec_` secret; two during a secret rotation. Verify with the standardwebhooks package.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description When it was sent, in unix seconds
                 * @example 1764370800
                 */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        /** Format: uuid */
                        invoiceId: string;
                        /** @description The invoice number */
                        number: string;
                        /** Format: uuid */
                        organisationId: string;
                    };
                    /**
                     * Format: date-time
                     * @description When it happened (ISO 8601)
                     */
                    timestamp: string;
                    /** @constant */
                    type: "invoice.paid";
                };
            };
        };
        responses: {
            /** @description Received. Answer within 5 seconds; do the work afterwards. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not taken. Deliveries are retried for 3 days when the endpoint does not answer 2xx within 5 seconds; then the endpoint is disabled. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveServiceCheckedInWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The message id (`msg_…`): the same on every retry and on "Resend", so drop a repeat
                 * @example msg_2KWPBgLlAfxdpx2AI54pPJ85f4W
                 */
                "webhook-id": string;
                /**
                 * @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `id.timestamp.body` with the endpoint’s `whsec_` secret; two during a secret rotation. Verify with the standardwebhooks package.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description When it was sent, in unix seconds
                 * @example 1764370800
                 */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        /** Format: uuid */
                        bookingId: string;
                        /** Format: uuid */
                        organisationId: string;
                    };
                    /**
                     * Format: date-time
                     * @description When it happened (ISO 8601)
                     */
                    timestamp: string;
                    /** @constant */
                    type: "service.checked_in";
                };
            };
        };
        responses: {
            /** @description Received. Answer within 5 seconds; do the work afterwards. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not taken. Deliveries are retried for 3 days when the endpoint does not answer 2xx within 5 seconds; then the endpoint is disabled. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveServiceCompletedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The message id (`msg_…`): the same on every retry and on "Resend", so drop a repeat
                 * @example msg_2KWPBgLlAfxdpx2AI54pPJ85f4W
                 */
                "webhook-id": string;
                /**
                 * @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `id.timestamp.body` with the endpoint’s `whsec_` secret; two during a secret rotation. Verify with the standardwebhooks package.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description When it was sent, in unix seconds
                 * @example 1764370800
                 */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        /** Format: uuid */
                        bookingId: string;
                        /** Format: uuid */
                        organisationId: string;
                    };
                    /**
                     * Format: date-time
                     * @description When it happened (ISO 8601)
                     */
                    timestamp: string;
                    /** @constant */
                    type: "service.completed";
                };
            };
        };
        responses: {
            /** @description Received. Answer within 5 seconds; do the work afterwards. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not taken. Deliveries are retried for 3 days when the endpoint does not answer 2xx within 5 seconds; then the endpoint is disabled. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveWebhookTestWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The message id (`msg_…`): the same on every retry and on "Resend", so drop a repeat
                 * @example msg_2KWPBgLlAfxdpx2AI54pPJ85f4W
                 */
                "webhook-id": string;
                /**
                 * @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `id.timestamp.body` with the endpoint’s `whsec_` secret; two during a secret rotation. Verify with the standardwebhooks package.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description When it was sent, in unix seconds
                 * @example 1764370800
                 */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        /** Format: uuid */
                        endpointId: string;
                        /** @constant */
                        message: "Test event from FastTrack LOS";
                        /** Format: uuid */
                        organisationId: string;
                    };
                    /**
                     * Format: date-time
                     * @description When it happened (ISO 8601)
                     */
                    timestamp: string;
                    /** @constant */
                    type: "webhook.test";
                };
            };
        };
        responses: {
            /** @description Received. Answer within 5 seconds; do the work afterwards. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not taken. Deliveries are retried for 3 days when the endpoint does not answer 2xx within 5 seconds; then the endpoint is disabled. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
