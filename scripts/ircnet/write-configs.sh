# shellcheck shell=bash
# Configuration writers for start.sh (sourced; uses its variables).

# STS (only when IRC_STS_DURATION is set): InspIRCd advertises the policy over
# TLS only to clients whose SNI matches host, so tests must use serverName localhost.
sts_conf() {
  [[ -n "$IRC_STS_DURATION" ]] || return 0
  printf '<module name="ircv3_sts">\n<sts host="localhost" port="%s" duration="%s" preload="no">\n' \
    "$IRCS_PORT" "$IRC_STS_DURATION"
}

write_inspircd_conf() {
  # Flood limits switched off in practice; used by the two "bot" classes.
  local exempt='maxchans="2000" timeout="20" pingfreq="120" resolvehostnames="no" useident="no"
    hardsendq="64M" softsendq="16M" recvq="16M" threshold="1000000" commandrate="1000000"
    fakelag="no" localmax="10000" globalmax="10000" limit="10000"'
  cat > "$DIR/conf/inspircd.conf" <<CONF
# written by scripts/ircnet/start.sh: InspIRCd 3 on loopback for tests
<path configdir="$DIR/conf" datadir="$DIR/data" logdir="$DIR/log"
      moduledir="/usr/lib/inspircd/modules" runtimedir="$DIR/run">
<pid file="$DIR/run/inspircd.server.pid">
<server name="$SERVER_NAME" description="Townhall test network" id="1TH" network="TownhallTest">
<admin name="Townhall Test" nick="admin" email="admin@example.invalid">
<files motd="$DIR/conf/motd.txt">
<log method="file" type="* -USERINPUT -USEROUTPUT" level="default" target="$DIR/log/inspircd.log">
<dns server="127.0.0.1" timeout="1">

<bind address="127.0.0.1" port="$IRC_PORT" type="clients">
<bind address="127.0.0.1" port="$IRCS_PORT" type="clients" sslprofile="Clients">
<bind address="127.0.0.1" port="$IRCS_BOT_PORT" type="clients" sslprofile="Clients">
<bind address="127.0.0.1" port="$IRC_LINK_PORT" type="servers">

<module name="ssl_gnutls">
<sslprofile name="Clients" provider="gnutls" certfile="$DIR/tls/server-chain.pem"
            keyfile="$DIR/tls/server.key" dhfile="" hash="sha256" requestclientcert="yes" priority="NORMAL">
<module name="sslinfo">

# IRCv3 capabilities
<module name="cap">
<module name="ircv3">
<ircv3 accountnotify="yes" awaynotify="yes" extendedjoin="yes">
<module name="ircv3_accounttag">
<module name="ircv3_batch">
<module name="ircv3_capnotify">
<module name="ircv3_chghost">
<module name="ircv3_ctctags">
<module name="ircv3_echomessage">
<module name="ircv3_invitenotify">
<module name="ircv3_labeledresponse">
<module name="ircv3_msgid">
<module name="ircv3_servertime">
<module name="namesx">
<module name="uhnames">
<module name="setname">
<module name="monitor">
<module name="botmode">
$(sts_conf)
<module name="sasl">
<sasl target="$SERVICES_NAME" requiressl="no">
<module name="services_account">

# modules Atheme relies on
<module name="spanningtree">
<module name="chghost">
<module name="chgident">
<module name="chgname">
<module name="cban">
<module name="svshold">
<module name="servprotect">
<module name="deaf">
<module name="hidechans">
<module name="topiclock">
<module name="mlock">
<module name="globops">
<module name="alias">
<alias text="NICKSERV" replace="PRIVMSG \$requirement :\$2-" requires="NickServ" uline="yes">
<alias text="CHANSERV" replace="PRIVMSG \$requirement :\$2-" requires="ChanServ" uline="yes">
<alias text="NS" replace="PRIVMSG \$requirement :\$2-" requires="NickServ" uline="yes">
<alias text="CS" replace="PRIVMSG \$requirement :\$2-" requires="ChanServ" uline="yes">

<link name="$SERVICES_NAME" ipaddr="127.0.0.1" port="$IRC_LINK_PORT" allowmask="127.0.0.1/32"
      sendpass="$LINK_PASS" recvpass="$LINK_PASS" timeout="30">
<uline server="$SERVICES_NAME" silent="yes">

# Connect classes; the first matching block wins. A client is flood-exempt when
# it sends PASS $IRC_BOT_CLASS_PASS before registering or uses port $IRCS_BOT_PORT.
<connect name="bots" allow="127.0.0.1" password="$IRC_BOT_CLASS_PASS" $exempt>
<connect name="botport" allow="127.0.0.1" port="$IRCS_BOT_PORT" $exempt>
# Everyone else gets InspIRCd's stock flood limits (what a bot meets in
# production); only the per-IP clone limits are raised for loopback tests.
<connect name="main" allow="*" maxchans="50" timeout="20" pingfreq="120"
         resolvehostnames="no" useident="no" hardsendq="1M" softsendq="10240" recvq="10K"
         threshold="10" commandrate="1000" fakelag="yes"
         localmax="1000" globalmax="1000" limit="5000">
<cidr ipv4clone="32" ipv6clone="128">

<options prefixquit="Quit: " syntaxhints="no" announcets="yes" hostintopic="yes" pingwarning="15" splitwhois="no" exemptchanops="">
<security hideserver="" userstats="Pu" customversion="" flatlinks="no" hidesplits="no" hideulines="no" hidebans="no" maxtargets="20" announceinvites="dynamic">
# bytes read per socket pass; larger than the default so a burst is read at once
<performance netbuffersize="65534" somaxconn="128" softlimit="12800" clonesonconnect="no" timeskipwarn="2s" quietbursts="yes">
<whowas groupsize="10" maxgroups="100000" maxkeep="3d">
CONF
}

write_atheme_conf() {
  local m modules=(protocol/inspircd backend/opensex crypto/pbkdf2v2
    nickserv/main nickserv/help nickserv/register nickserv/identify nickserv/login
    nickserv/logout nickserv/info nickserv/ghost nickserv/group nickserv/drop
    nickserv/status nickserv/set_core nickserv/set_password nickserv/set_email
    nickserv/cert nickserv/regnolimit chanserv/main chanserv/help chanserv/register
    chanserv/info chanserv/flags chanserv/access chanserv/op chanserv/voice chanserv/drop
    saslserv/main saslserv/plain saslserv/external operserv/main operserv/help operserv/update)
  {
    echo "/* written by scripts/ircnet/start.sh: Atheme services for tests */"
    for m in "${modules[@]}"; do echo "loadmodule \"modules/$m\";"; done
    cat <<CONF
pbkdf2v2 { rounds = 10000; };
serverinfo {
	name = "$SERVICES_NAME"; desc = "Townhall test services"; numeric = "00A";
	recontime = 1; netname = "TownhallTest"; hidehostsuffix = "users.townhall.test";
	adminname = "Townhall Test"; adminemail = "admin@example.invalid";
	registeremail = "noreply@example.invalid";
	loglevel = { error; info; admin; network; wallops; };
	maxlogins = 100; maxusers = 100; mdlimit = 30; emaillimit = 10; emailtime = 300;
	auth = none; casemapping = rfc1459;
};
uplink "$SERVER_NAME" {
	host = "127.0.0.1"; port = $IRC_LINK_PORT;
	send_password = "$LINK_PASS"; receive_password = "$LINK_PASS";
};
nickserv { nick = "NickServ"; user = "NickServ"; host = "$SERVICES_NAME"; real = "Nickname Services"; maxnicks = 5; expire = 0; };
chanserv { nick = "ChanServ"; user = "ChanServ"; host = "$SERVICES_NAME"; real = "Channel Services"; maxchans = 50; expire = 0;
	templates { vop = "+AV"; hop = "+AHehitrv"; aop = "+AOehiortv"; sop = "+AOaefhiorstv"; founder = "+AFORaefhiorstv"; };
	trigger = "!"; maxchanacs = 0; maxfounders = 4; };
saslserv { nick = "SaslServ"; user = "SaslServ"; host = "$SERVICES_NAME"; real = "SASL Authentication Agent"; };
operserv { nick = "OperServ"; user = "OperServ"; host = "$SERVICES_NAME"; real = "Operator Services"; };
logfile "$DIR/log/atheme-account.log" { register; set; };
logfile "$DIR/log/atheme-commands.log" { commands; };
general {
	join_chans; leave_chans; uflags = { hidemail; }; cflags = { verbose; guard; };
	/* services-side flood limits relaxed for tests */
	flood_msgs = 1000; flood_time = 1; ratelimit_uses = 1000; ratelimit_period = 1;
	kline_time = 7; clone_time = 0; commit_interval = 1;
	default_clone_allowed = 1000; default_clone_warn = 1000;
	uplink_sendq_limit = 10485760; language = "en"; exempts { };
	immune_level = immune; show_entity_id;
};
operclass "user" { };
CONF
  } > "$DIR/atheme/atheme.conf"
}
